// A server's tools swapped in the run's registry when its `tools/list` changed (issue 40: the schema follows
// the server at the next step). The server's old records leave and its new ones join under the same naming,
// trust and pattern rule as at the start (register-mcp-servers.ts); a list that cannot be registered (a name
// listed twice, a pattern RE2 refuses) leaves the old tools in place and says why.
import type { Registry } from '../../engine/registry/registry';
import type { McpServerSpec, McpToolListing } from '../../tools/mcp/mcp-server-spec';
import { mcpTools, type McpToolCaller } from '../../tools/mcp/mcp-tool';

export interface McpToolSwapper {
  /** The server's tools as now listed; the reason when they could not replace the old ones, else null. */
  swap(server: string, tools: readonly McpToolListing[]): string | null;
  /** The servers as they stand now (their tools as last listed). */
  servers(): readonly McpServerSpec[];
}

export function mcpToolSwapper(
  registry: Registry,
  initial: readonly McpServerSpec[],
  caller: McpToolCaller,
  patternRefusal: (name: string, parameters: unknown) => string | null,
): McpToolSwapper {
  const current = new Map(initial.map((server) => [server.name, server]));
  return {
    swap(name, tools) {
      const before = current.get(name);
      if (!before) return `No MCP server named ${name} is in this session.`;
      const after: McpServerSpec = { ...before, tools };
      const built = mcpTools(after, caller);
      if (!built.ok) return built.reason;
      for (const tool of built.tools) {
        const refused = patternRefusal(tool.name, tool.parameters);
        if (refused !== null) return refused;
      }
      const old = mcpTools(before, caller);
      if (old.ok) for (const tool of old.tools) registry.unregister(tool.name);
      for (const tool of built.tools) registry.registerTool(tool);
      current.set(name, after);
      return null;
    },
    servers: () => [...current.values()],
  };
}
