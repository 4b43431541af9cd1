// Which tools of the open session are an MCP server's, read from the tools' records (the session's
// `tools.mcp`, as the registry builds them: runtime/mcp/mcp-tool-records.ts), never from the shape of a
// name: a user-defined tool may be called `mcp__x__y`, and a server's tool whose name had to change is
// offered under a hashed name. The Schema tab and the pipeline view mark the tools found here.
import { rememberLast } from '../../common/remember-last';
import { mcpToolRecords, type McpClaimKey } from '../../runtime/mcp/mcp-tool-records';
import type { McpServerSpec } from '../../runtime/spec/user-tool-spec';

export interface McpToolMark {
  readonly server: string;
  /** The server's own name for the tool (what `tools/call` is sent). */
  readonly originalName: string;
  readonly trusted: boolean;
  /** What the server claims about the tool: hints, never fact. */
  readonly serverSays: readonly McpClaimKey[];
  /** Whether the server sent annotations (otherwise the claims are the MCP spec's defaults). */
  readonly annotated: boolean;
}

/** The marks by the function name the model is offered; the same map until the servers change. */
export const mcpToolMarks = rememberLast(
  (servers: readonly McpServerSpec[]): ReadonlyMap<string, McpToolMark> =>
    new Map(
      servers.flatMap((server) =>
        mcpToolRecords(server).map((record) => [
          record.functionName,
          {
            server: server.name,
            originalName: record.originalName,
            trusted: server.trusted,
            serverSays: record.serverSays,
            annotated: record.annotated,
          },
        ]),
      ),
    ),
);

export const selectMcpToolMarks = (state: {
  readonly sessionMcpServers: readonly McpServerSpec[];
}): ReadonlyMap<string, McpToolMark> => mcpToolMarks(state.sessionMcpServers);
