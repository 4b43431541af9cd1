// What the Tools tab does to a session's MCP servers, as pure edits of `tools.mcp`: add a server just listed,
// trust it (or stop), remove it. Each returns the new list or why not, so the page reloads the session through
// the same plan as any tool-set change (state/session-edit/reload-plan.ts), and a refusal is said before any
// reload: a server under a name another server's tools already use, or whose tools cannot be told apart.
import type { McpServerSpec } from '../../tools/mcp/mcp-server-spec';
import { nameMcpTools, sameNamespaceProblem } from '../../tools/mcp/mcp-tool-names';

export type McpServersEdit =
  | { readonly ok: true; readonly servers: readonly McpServerSpec[] }
  | { readonly ok: false; readonly reason: string };

/** Adds a server; one at the same address is replaced (connected again), keeping the person's trust. */
export function withMcpServer(servers: readonly McpServerSpec[], server: McpServerSpec): McpServersEdit {
  if (server.name.trim() === '') return { ok: false, reason: 'Give the MCP server a name.' };
  const earlier = servers.find((known) => known.url === server.url);
  const others = servers.filter((known) => known !== earlier);
  const added = earlier ? { ...server, trusted: earlier.trusted } : server;
  const next = [...others, added];
  const shared = sameNamespaceProblem(next.map((known) => known.name));
  if (shared !== null) return { ok: false, reason: shared };
  const naming = nameMcpTools(
    added.name,
    added.tools.map((tool) => tool.name),
  );
  return naming.ok ? { ok: true, servers: next } : naming;
}

export function withMcpTrust(
  servers: readonly McpServerSpec[],
  name: string,
  trusted: boolean,
): McpServersEdit {
  if (!servers.some((server) => server.name === name)) return noSuchServer(name);
  return {
    ok: true,
    servers: servers.map((server) => (server.name === name ? { ...server, trusted } : server)),
  };
}

export function withoutMcpServer(servers: readonly McpServerSpec[], name: string): McpServersEdit {
  if (!servers.some((server) => server.name === name)) return noSuchServer(name);
  return { ok: true, servers: servers.filter((server) => server.name !== name) };
}

function noSuchServer(name: string): McpServersEdit {
  return { ok: false, reason: `This session has no MCP server called ${JSON.stringify(name)}.` };
}
