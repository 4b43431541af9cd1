// The Tools tab's MCP actions as reload plans: each edits `tools.mcp` (runtime/mcp/mcp-server-edits.ts) and
// reloads the session from the start like any tool-set change (a recorded request carries the old tools), so
// a server connected, trusted or removed changes the registry at the reload; a refusal reloads nothing.
import type { RunSpec } from '../../runtime/spec/run-spec';
import { withMcpServer, withMcpTrust, withoutMcpServer, type McpServerSpec } from './port-types';
import { planToolSetChange, type ReloadPlan } from './reload-plan';

type ServersEdit = ReturnType<typeof withMcpServer>;

function planServersEdit(
  spec: RunSpec,
  edit: (servers: readonly McpServerSpec[]) => ServersEdit,
): ReloadPlan {
  const edited = edit(spec.tools.mcp ?? []);
  if (!edited.ok) return edited;
  return planToolSetChange(spec, { ...spec.tools, mcp: edited.servers });
}

export function planMcpServerAdd(spec: RunSpec, server: McpServerSpec): ReloadPlan {
  return planServersEdit(spec, (servers) => withMcpServer(servers, server));
}

export function planMcpTrust(spec: RunSpec, name: string, trusted: boolean): ReloadPlan {
  return planServersEdit(spec, (servers) => withMcpTrust(servers, name, trusted));
}

export function planMcpServerRemove(spec: RunSpec, name: string): ReloadPlan {
  return planServersEdit(spec, (servers) => withoutMcpServer(servers, name));
}
