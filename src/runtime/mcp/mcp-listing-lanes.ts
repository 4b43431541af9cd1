// The MCP lane of each server's own listing, as the session recorded it when the server was connected (the
// handshake and `tools/list`, `tools.mcp[].wire`): shown once, at the first step's before-step boundary, as an
// `mcp-exchange` event of no call, so a live run, a replay and a shared session draw the same first entry.
// Outside the trace hash like every `mcp-exchange` (decision 0872).
import type { TraceEventInput } from '../../engine';
import type { McpServerSpec } from '../../tools/mcp/mcp-server-spec';
import type { Anchor } from '../spec/recorded-input';

/** The anchor the listings are shown at: before the session's first model request. */
export const LISTING_LANES_AT: Anchor = { step: 1, phase: 'before-step' };

export function mcpListingLanes(servers: readonly McpServerSpec[], timeMs: number): TraceEventInput[] {
  return servers.flatMap((server) =>
    server.wire && server.wire.length > 0
      ? [
          {
            type: 'mcp-exchange' as const,
            step: LISTING_LANES_AT.step,
            timeMs,
            callId: null,
            server: server.name,
            exchanges: server.wire,
          },
        ]
      : [],
  );
}
