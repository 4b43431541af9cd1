// An MCP server's tools as registry tools: one record per listed tool, carrying the gate facts its server's
// trust and claims give (mcp-trust.ts) and the function name it is offered under (mcp-tool-names.ts). Running
// one hands the call, by the server's own tool name, to whatever answers MCP calls in this runtime: the live
// client, or the session's record of the call (runtime/mcp), so this layer never speaks to a network.
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import type { Tool, ToolContext } from '../../engine/protocol/tool';
import type { McpCallOutcome } from './mcp-call-outcome';
import type { McpServerSpec, McpToolListing } from './mcp-server-spec';
import { nameMcpTools } from './mcp-tool-names';
import { mcpToolOutput } from './mcp-tool-output';
import { claimsOf, mcpGateFacts } from './mcp-trust';

export interface McpCallRequest {
  readonly server: McpServerSpec;
  /** The server's name for the tool. */
  readonly tool: string;
  readonly arguments: Readonly<Record<string, unknown>>;
}

/** Answers a call of an MCP tool: never throws (a failure is an outcome). */
export interface McpToolCaller {
  call(request: McpCallRequest, context: ToolContext): Promise<McpCallOutcome>;
}

export type McpToolsBuild =
  { readonly ok: true; readonly tools: readonly Tool[] } | { readonly ok: false; readonly reason: string };

export function mcpTools(server: McpServerSpec, caller: McpToolCaller): McpToolsBuild {
  const naming = nameMcpTools(
    server.name,
    server.tools.map((listing) => listing.name),
  );
  if (!naming.ok) return naming;
  const tools = server.tools.map((listing, index) =>
    mcpTool(server, listing, naming.tools[index]!.functionName, caller),
  );
  return { ok: true, tools };
}

function mcpTool(server: McpServerSpec, listing: McpToolListing, name: string, caller: McpToolCaller): Tool {
  const facts = mcpGateFacts(server.name, server.trusted, claimsOf(listing.annotations));
  return {
    name,
    description:
      listing.description ?? listing.title ?? `The tool ${listing.name} of the MCP server ${server.name}.`,
    parameters: mcpParameters(listing.inputSchema),
    lockUse: 'none',
    permissionClass: facts.permissionClass,
    permissionWording: facts.permissionWording,
    isConcurrencySafe: () => facts.concurrencySafe,
    run: async (input, context) =>
      mcpToolOutput(await caller.call({ server, tool: listing.name, arguments: input }, context)),
  };
}

/**
 * MCP asks for an object schema; a server that leaves `properties` out (a tool without arguments) still gets
 * one, and the draft marker a server writes is dropped: the project's validator speaks draft-07's subset.
 */
export function mcpParameters(schema: ObjectSchema): ObjectSchema {
  const { $schema: _marker, ...rest } = schema as ObjectSchema & { $schema?: unknown };
  return { ...rest, type: 'object', properties: rest.properties ?? {} };
}
