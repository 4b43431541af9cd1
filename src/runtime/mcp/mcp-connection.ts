// One live MCP session over Streamable HTTP, with the official SDK's Client (decision 0800). It lists tools
// and calls them; every failure comes back as an outcome in words, never a throw. A session the server forgot
// (HTTP 404 on its id) is started again once, and the call says so; `tools/list_changed` is passed on, so the
// next step's schema follows the server.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { McpCallOutcome, McpProgress } from '../../tools/mcp/mcp-call-outcome';
import type { McpToolListing } from '../../tools/mcp/mcp-server-spec';
import { recordableAnswer } from './mcp-answer';
import type { McpEndpoint } from './mcp-endpoint';
import { connectFailureWords, failureKindOf, isExpiredSession, messageOf } from './mcp-failure';
import { listingOf } from './mcp-listing';
import { ProjectSchemaValidator } from './project-schema-validator';
import { seeingFetch, type HttpSeen } from './seen-fetch';

const CLIENT_INFO = { name: 'toolscope', version: '1.0.0' };
/** How long a call may take unless the server spec says otherwise (wall-clock ms). */
export const DEFAULT_MCP_CALL_TIMEOUT_MS = 60_000;

export interface McpCallOptions {
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /** Each progress notification of the call, as the server sent it. */
  readonly onProgress?: (progress: {
    progress: number;
    total?: number | undefined;
    message?: string | undefined;
  }) => void;
}

export type McpConnecting =
  { readonly ok: true; readonly connection: McpConnection } | { readonly ok: false; readonly reason: string };

export class McpConnection {
  private client: Client;
  private toolsChanged: () => void = () => undefined;

  private constructor(
    private readonly endpoint: McpEndpoint,
    private readonly seen: HttpSeen,
    client: Client,
  ) {
    this.client = client;
    this.listenForChanges();
  }

  static async open(endpoint: McpEndpoint, fetchImpl?: typeof fetch): Promise<McpConnecting> {
    const seen: HttpSeen = { lastStatus: null, lastChallenge: null, lastSentSessionId: null };
    try {
      const client = await connectClient(endpoint, seen, fetchImpl);
      return { ok: true, connection: new McpConnection(endpoint, seen, client) };
    } catch (error) {
      return { ok: false, reason: connectFailureWords(endpoint.url, error, seen) };
    }
  }

  /** The protocol version the server and this client agreed on. */
  get protocolVersion(): string | undefined {
    return (this.client.transport as StreamableHTTPClientTransport | undefined)?.protocolVersion;
  }

  /** The server's own name for itself (`serverInfo.name`), if it gave one. */
  get serverName(): string | undefined {
    return this.client.getServerVersion()?.name;
  }

  /** Told when the server says its tool list changed (`notifications/tools/list_changed`). */
  onToolsChanged(listener: () => void): void {
    this.toolsChanged = listener;
  }

  /** Every page of `tools/list`. */
  async listTools(): Promise<McpToolListing[]> {
    const listings: McpToolListing[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.client.listTools(cursor === undefined ? {} : { cursor });
      listings.push(...page.tools.map(listingOf));
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    return listings;
  }

  async call(
    tool: string,
    args: Readonly<Record<string, unknown>>,
    options: McpCallOptions = {},
  ): Promise<McpCallOutcome> {
    try {
      return await this.callOnce(tool, args, options, []);
    } catch (error) {
      if (!isExpiredSession(error, this.seen)) return this.failure(error, options);
      // The spec: a 404 on a session id means the session is gone; the client starts a new one.
      try {
        this.client = await connectClient(this.endpoint, this.seen);
        this.listenForChanges();
        return await this.callOnce(tool, args, options, [
          'The MCP session had expired (HTTP 404 on its id); the client started a new one and sent the call again.',
        ]);
      } catch (again) {
        // Once is the spec's remedy; a server that forgets the new session too is failing, and the breaker
        // counts it like any lost connection.
        if (isExpiredSession(again, this.seen))
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
    const result = await this.client.callTool({ name: tool, arguments: { ...args } }, undefined, {
      ...(options.signal ? { signal: options.signal } : {}),
      timeout: options.timeoutMs ?? DEFAULT_MCP_CALL_TIMEOUT_MS,
      onprogress: (update) => {
        progress.push(progressOf(update));
        options.onProgress?.(update);
      },
    });
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
    const failure = failureKindOf(error, options.signal);
    const message =
      failure === 'timeout'
        ? `The MCP server ${this.endpoint.url} did not answer within ${options.timeoutMs ?? DEFAULT_MCP_CALL_TIMEOUT_MS} ms.`
        : failure === 'aborted'
          ? 'The call was stopped before the MCP server answered.'
          : `The MCP call failed: ${messageOf(error)}`;
    return { kind: 'failure', failure, message };
  }

  private listenForChanges(): void {
    this.client.setNotificationHandler(ToolListChangedNotificationSchema, () => this.toolsChanged());
  }
}

async function connectClient(
  endpoint: McpEndpoint,
  seen: HttpSeen,
  fetchImpl?: typeof fetch,
): Promise<Client> {
  const client = new Client(CLIENT_INFO, {
    capabilities: {},
    jsonSchemaValidator: new ProjectSchemaValidator(),
  });
  const transport = new StreamableHTTPClientTransport(new URL(endpoint.url), {
    requestInit: { headers: { ...endpoint.headers } },
    fetch: seeingFetch(seen, fetchImpl),
  });
  await client.connect(transport);
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
