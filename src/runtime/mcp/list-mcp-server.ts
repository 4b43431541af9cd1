// "Connect an MCP server…": the page asks the runtime worker (where the SDK runs, decision 0800) for a server's
// `tools/list`, which the session then records. The connection is closed at once: the run opens its own at its
// first call. A failure comes back in words with the person's credentials scrubbed out of it (a server may
// echo them), and the page then asks the connection doctor why (docs/mcp-doctor.md).
import { createScrubber } from '../../common/secrets/scrub-secrets';
import type { McpListingNote } from '../../tools/mcp/mcp-listing-limits';
import type { McpToolListing } from '../../tools/mcp/mcp-server-spec';
import type { McpWire } from '../../engine/trace/mcp-wire';
import { mcpSecretSource, type McpEndpoint } from './mcp-endpoint';
import { vetMcpListing } from './vet-mcp-listing';
import type { McpConnectionOptions } from './connection-fetch';

export type McpServerListing =
  | {
      readonly ok: true;
      readonly tools: readonly McpToolListing[];
      /** What the server calls itself and the protocol version agreed, to show beside the server. */
      readonly serverName?: string;
      readonly protocolVersion?: string;
      /** What the listing limits cut or refused of what the server sent (none: all kept as sent). */
      readonly notes?: readonly McpListingNote[];
      /** The handshake and listing as they went over the wire (scrubbed), kept with the server. */
      readonly wire?: McpWire;
    }
  | { readonly ok: false; readonly reason: string };

export async function listMcpServer(
  endpoint: McpEndpoint,
  /** The page's listing is read under the loaded session's own body limit (runtime-host.ts). */
  options: McpConnectionOptions = {},
): Promise<McpServerListing> {
  const scrubber = createScrubber([mcpSecretSource([endpoint])]);
  const { McpConnection } = await import('./mcp-connection');
  const opened = await McpConnection.open(endpoint, options);
  if (!opened.ok) return { ok: false, reason: scrubber.text(opened.reason) };
  const { connection } = opened;
  try {
    const { listings, stoppedEarly } = await connection.listToolsBounded();
    const { tools, notes } = vetMcpListing(listings, stoppedEarly);
    const wire = connection.takeWire();
    return scrubber.value({
      ok: true,
      tools,
      ...(notes.length > 0 ? { notes } : {}),
      ...(wire.length > 0 ? { wire } : {}),
      ...(connection.serverName === undefined ? {} : { serverName: connection.serverName }),
      ...(connection.protocolVersion === undefined ? {} : { protocolVersion: connection.protocolVersion }),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: scrubber.text(`The MCP server answered, but tools/list failed: ${message}`) };
  } finally {
    await connection.close();
  }
}
