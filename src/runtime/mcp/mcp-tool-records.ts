// An MCP server's tools as the Tools tab shows them beside the built-ins: the name the model is offered, the
// server's own name, and what the server claims about it, as claim keys the page words as "the server says"
// (never as fact: only trust makes the gates read them, tools/mcp/mcp-trust.ts).
import type { McpServerSpec } from '../../tools/mcp/mcp-server-spec';
import { mcpFunctionName } from '../../tools/mcp/mcp-tool-names';
import { claimsOf, serverSays, type McpClaimKey } from '../../tools/mcp/mcp-trust';

export type { McpClaimKey };

export interface McpToolRecord {
  readonly functionName: string;
  readonly originalName: string;
  readonly description: string;
  readonly serverSays: readonly McpClaimKey[];
  /** The server sent annotations at all (otherwise the claims are the spec's defaults). */
  readonly annotated: boolean;
}

export function mcpToolRecords(server: McpServerSpec): readonly McpToolRecord[] {
  return server.tools.map((tool) => ({
    functionName: mcpFunctionName(server.name, tool.name),
    originalName: tool.name,
    description: tool.description ?? tool.title ?? '',
    serverSays: serverSays(claimsOf(tool.annotations)),
    annotated: tool.annotations !== undefined,
  }));
}
