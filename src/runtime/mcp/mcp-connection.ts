// One live MCP session over Streamable HTTP (or a port to a server in the page: mcp-transport-choice.ts), with the official SDK's Client (decision 0800). It lists tools
// and calls them; every failure comes back as an outcome in words, never a throw. A session the server forgot
// (HTTP 404 on its id) is started again once, and the call says so; `tools/list_changed` is passed on, so the
// next step's schema follows the server.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { McpCallOutcome, McpProgress } from '../../tools/mcp/mcp-call-outcome';
import type { McpToolListing } from '../../tools/mcp/mcp-server-spec';
import { recordableAnswer } from './mcp-answer';
import type { McpEndpoint } from './mcp-endpoint';
import { connectFailureWords, failureKindOf, isExpiredSession, messageOf } from './mcp-failure';
import { listingOf } from './mcp-listing';
import { transportFor } from './mcp-transport-choice';
import { ProjectSchemaValidator } from './project-schema-validator';
import { MCP_MAX_LIST_PAGES, MCP_MAX_TOOLS } from '../../tools/mcp/mcp-listing-limits';
import { McpResponseTooLarge } from './size-limited-fetch';
import { MCP_SESSION_RESTARTED_NOTE } from './mcp-call-notes';
import { connectionFetch, type ConnectionFetch, type McpConnectionOptions } from './connection-fetch';
import { withWire, type WiredMcpOutcome } from './wired-outcome';
import type { McpWire } from '../../engine/trace/mcp-wire';

const CLIENT_INFO = { name: 'toolscope', version: '1.0.0' };
/** How long a call may take unless the server spec says otherwise (wall-clock ms). */
export const DEFAULT_MCP_CALL_TIMEOUT_MS = 60_000;

export interface McpCallOptions {
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /** Each progress notification of the call, as the server sent it. */
  readonly onProgress?: (progress: McpProgress) => void;
}

export type McpConnecting =
  { readonly ok: true; readonly connection: McpConnection } | { readonly ok: false; readonly reason: string };

export class McpConnection {
  private client: Client;
  private toolsChanged: () => void = () => undefined;

  private constructor(
    private readonly endpoint: McpEndpoint,
    private readonly http: ConnectionFetch,
    client: Client,
  ) {
    this.client = client;
    this.listenForChanges();
  }

  static async open(endpoint: McpEndpoint, options: McpConnectionOptions = {}): Promise<McpConnecting> {
    const http = connectionFetch(endpoint, options);
    try {
      const client = await connectClient(endpoint, http.fetch);
      return { ok: true, connection: new McpConnection(endpoint, http, client) };
    } catch (error) {
      return { ok: false, reason: connectFailureWords(endpoint.url, error, http.seen) };
    }
  }

  /** The protocol version the server and this client agreed on. */
  get protocolVersion(): string | undefined {
    // Both transports keep it (Streamable HTTP and the in-page port): decision 0878.
    return (this.client.transport as { protocolVersion?: string } | undefined)?.protocolVersion;
  }

  /** The server's own name for itself (`serverInfo.name`), if it gave one. */
  get serverName(): string | undefined {
    return this.client.getServerVersion()?.name;
  }

  /** Told when the server says its tool list changed (`notifications/tools/list_changed`). */
  onToolsChanged(listener: () => void): void {
    this.toolsChanged = listener;
  }

  /** `tools/list` as far as listToolsBounded reads it. */
  async listTools(): Promise<McpToolListing[]> {
    return (await this.listToolsBounded()).listings;
  }

  /**
   * `tools/list` page by page, stopping once past MCP_MAX_TOOLS or after MCP_MAX_LIST_PAGES: a server may
   * list without end. `stoppedEarly` says the server had more to send.
   */
  async listToolsBounded(): Promise<{ listings: McpToolListing[]; stoppedEarly: boolean }> {
    const listings: McpToolListing[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const request = this.http.inFlight.track();
      const page = await request.settle(
        this.client.listTools(cursor === undefined ? {} : { cursor }, { signal: request.signal }),
      );
      listings.push(...page.tools.map(listingOf));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== undefined && pages < MCP_MAX_LIST_PAGES && listings.length <= MCP_MAX_TOOLS);
    return { listings, stoppedEarly: cursor !== undefined };
  }

  /** What went over the wire and no call has shown yet: the handshake and listing of a connection. */
  takeWire(): McpWire {
    return this.http.wire.takeRest();
  }

  /** The outcome with what went over the wire for it (the MCP lane; wired-outcome.ts). */
  async call(
    tool: string,
    args: Readonly<Record<string, unknown>>,
    options: McpCallOptions = {},
  ): Promise<WiredMcpOutcome> {
    const outcome = await this.callAndRetry(tool, args, options);
    return withWire(outcome, this.http.wire.takeFor(tool, args));
  }

  private async callAndRetry(
    tool: string,
    args: Readonly<Record<string, unknown>>,
    options: McpCallOptions,
  ): Promise<McpCallOutcome> {
    try {
      return await this.callOnce(tool, args, options, []);
    } catch (error) {
      if (!isExpiredSession(error, this.http.seen)) return this.failure(error, options);
      // The spec: a 404 on a session id means the session is gone; the client starts a new one.
      try {
        // The same fetch as the first session's: its body limit, the doctor's reads and the lane go on.
        this.client = await connectClient(this.endpoint, this.http.fetch);
        this.listenForChanges();
        return await this.callOnce(tool, args, options, [MCP_SESSION_RESTARTED_NOTE]);
      } catch (again) {
        // Once is the spec's remedy; a server that forgets the new session too is failing, and the breaker
        // counts it like any lost connection.
        if (isExpiredSession(again, this.http.seen))
          return {
            kind: 'failure',
            failure: 'disconnected',
            message: `The MCP server ${this.endpoint.url} forgot the new session too (HTTP 404 on its id again); the call was not answered.`,
          };
        return this.failure(again, options);
      }
    }
  }

  async close(): Promise<void> {
    await this.client.close().catch(() => undefined);
  }

  private async callOnce(
    tool: string,
    args: Readonly<Record<string, unknown>>,
    options: McpCallOptions,
    notes: readonly string[],
  ): Promise<McpCallOutcome> {
    // Progress is kept with the answer, so a replay shows it on the call as the live run did.
    const progress: McpProgress[] = [];
    const request = this.http.inFlight.track(options.signal);
    const result = await request.settle(
      this.client.callTool({ name: tool, arguments: { ...args } }, undefined, {
        signal: request.signal,
        timeout: options.timeoutMs ?? DEFAULT_MCP_CALL_TIMEOUT_MS,
        onprogress: (update) => {
          const heard = progressOf(update);
          progress.push(heard);
          options.onProgress?.(heard);
        },
      }),
    );
    const answer = recordableAnswer(result);
    return {
      kind: 'answer',
      answer: {
        ...answer,
        ...(progress.length > 0 ? { progress } : {}),
        ...(notes.length > 0 ? { notes } : {}),
      },
    };
  }

  private failure(error: unknown, options: McpCallOptions): McpCallOutcome {
    // The body limit is the server's fault, not the person's stop: a protocol fault the breaker counts.
    if (error instanceof McpResponseTooLarge)
      return { kind: 'failure', failure: 'protocol', message: error.message };
    const failure = failureKindOf(error, options.signal);
    // The SDK cancels a call it stops waiting for; an answer the server sends after that finds no request
    // waiting and is dropped unread, which the words say so a late answer is not looked for.
    const message =
      failure === 'timeout'
        ? `The MCP server ${this.endpoint.url} did not answer within ${options.timeoutMs ?? DEFAULT_MCP_CALL_TIMEOUT_MS} ms; the call was cancelled, and an answer sent after that is ignored.`
        : failure === 'aborted'
          ? 'The call was stopped before the MCP server answered; an answer sent after that is ignored.'
          : `The MCP call failed: ${messageOf(error)}`;
    return { kind: 'failure', failure, message };
  }

  private listenForChanges(): void {
    this.client.setNotificationHandler(ToolListChangedNotificationSchema, () => this.toolsChanged());
  }
}

async function connectClient(endpoint: McpEndpoint, httpFetch: typeof fetch): Promise<Client> {
  const client = new Client(CLIENT_INFO, {
    capabilities: {},
    jsonSchemaValidator: new ProjectSchemaValidator(),
  });
  await client.connect(await transportFor(endpoint, httpFetch));
  return client;
}

/** What a progress notification says, without the fields the SDK may leave undefined. */
function progressOf(update: {
  progress: number;
  total?: number | undefined;
  message?: string | undefined;
}): McpProgress {
  return {
    progress: update.progress,
    ...(update.total === undefined ? {} : { total: update.total }),
    ...(update.message === undefined ? {} : { message: update.message }),
  };
}
