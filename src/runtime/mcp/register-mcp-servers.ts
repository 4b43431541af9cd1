// A session's MCP servers into its registry, beside the built-ins: each server's tools under its own names,
// each schema held to the same pattern rule as a user-defined tool's (RE2 only), two servers under one name
// refused in words.
import type { Registry } from '../../engine/registry/registry';
import type { McpServerSpec } from '../../tools/mcp/mcp-server-spec';
import { mcpTools, type McpToolCaller } from '../../tools/mcp/mcp-tool';
import { sameNamespaceProblem } from '../../tools/mcp/mcp-tool-names';

/** Registers every server's tools; the reason for the first refusal, or null. */
export function registerMcpServers(
  registry: Registry,
  servers: readonly McpServerSpec[],
  caller: McpToolCaller,
  patternRefusal: (name: string, parameters: unknown) => string | null,
): string | null {
  const shared = sameNamespaceProblem(servers.map((server) => server.name));
  if (shared !== null) return shared;
  for (const server of servers) {
    const built = mcpTools(server, caller);
    if (!built.ok) return built.reason;
    for (const tool of built.tools) {
      const refused = patternRefusal(tool.name, tool.parameters);
      if (refused !== null) return refused;
      registry.registerTool(tool);
    }
  }
  return null;
}
