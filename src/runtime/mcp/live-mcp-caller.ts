// MCP calls sent to live servers: one connection per server address, opened at its first call and kept. The
// SDK is loaded only then, so a runtime worker whose session has no MCP server never downloads it. A server
// that cannot be reached answers each call with that reason, as a fault the breaker counts.
import { createScrubber } from '../../common/secrets/scrub-secrets';
import type { ToolContext } from '../../engine/protocol/tool';
import type { McpCallOutcome } from '../../tools/mcp/mcp-call-outcome';
import type { McpCallRequest } from '../../tools/mcp/mcp-tool';
import type { McpConnecting } from './mcp-connection';
import type { LiveMcpCalls, McpCallListeners } from './recorded-mcp-caller';
import { mcpSecretSource, type McpEndpoint } from './mcp-endpoint';
import type { McpToolsWatch } from './mcp-tools-watch';

export interface LiveMcpCaller extends LiveMcpCalls, McpToolsWatch {
  /** Closes every connection (the session is left). */
  close(): Promise<void>;
}

/** What a live MCP caller reads of the run it serves. */
export interface McpLiveRun {
  /** The run's responseLimits.maxResponseBytes in force now: every MCP answer is read under it. */
  readonly maxResponseBytes: () => number;
}

/**
 * A live MCP caller made for one run, by the run (runtime/host/node-runtime.ts), where its settings are known:
 * so no caller reads an answer under any other limit than the run's.
 */
export type McpLiveFactory = (run: McpLiveRun) => LiveMcpCalls & Partial<McpToolsWatch>;

/**
 * `headersFor`: the secret headers the person gave for a server address (none if none). `maxResponseBytes`:
 * the run's own body limit, asked at each answer (the run hands it over: node-runtime.ts's McpLiveFactory).
 */
export function liveMcpCaller(
  headersFor: (url: string) => Readonly<Record<string, string>>,
  maxResponseBytes: () => number,
): LiveMcpCaller {
  const connections = new Map<string, Promise<McpConnecting>>();
  // Addresses whose server said its tools changed since the runtime last asked (`relistChanged`).
  const changed = new Set<string>();
  const connect = (url: string) => {
    let opening = connections.get(url);
    if (!opening) {
      const endpoint: McpEndpoint = { url, headers: headersFor(url) };
      opening = import('./mcp-connection').then(({ McpConnection }) =>
        McpConnection.open(endpoint, { maxResponseBytes }),
      );
      connections.set(url, opening);
      // A failed connect is tried again at the next call, not remembered as the server's last word.
      void opening.then((opened) => {
        if (!opened.ok) connections.delete(url);
        else opened.connection.onToolsChanged(() => changed.add(url));
      });
    }
    return opening;
  };
  const scrubberFor = (url: string) => createScrubber([mcpSecretSource([{ url, headers: headersFor(url) }])]);
  return {
    async call(
      request: McpCallRequest,
      context: ToolContext,
      listeners: McpCallListeners = {},
    ): Promise<McpCallOutcome> {
      const opened = await connect(request.server.url);
      // A server may echo the credentials it was sent: they never reach the record or the model.
      const scrubber = scrubberFor(request.server.url);
      if (!opened.ok)
        return { kind: 'failure', failure: 'disconnected', message: scrubber.text(opened.reason) };
      const { onProgress } = listeners;
      const outcome = await opened.connection.call(request.tool, request.arguments, {
        signal: context.signal,
        // As each notification comes (the card shows it live); the answer keeps them all as well.
        ...(onProgress ? { onProgress: (heard) => onProgress(scrubber.value(heard)) } : {}),
        ...(request.server.timeoutMs === undefined ? {} : { timeoutMs: request.server.timeoutMs }),
      });
      return scrubber.value(outcome);
    },
    async relistChanged() {
      const urls = [...changed];
      changed.clear();
      const listed = [];
      for (const url of urls) {
        const opened = await connections.get(url);
        if (!opened?.ok) continue;
        // A list that fails keeps the tools the run has; the next change notification tries again.
        const tools = await opened.connection.listTools().catch(() => null);
        if (tools) listed.push({ url, tools: scrubberFor(url).value(tools) });
      }
      return listed;
    },
    async close() {
      const all = [...connections.values()];
      connections.clear();
      for (const opening of all) {
        const opened = await opening;
        if (opened.ok) await opened.connection.close();
      }
    },
  };
}
