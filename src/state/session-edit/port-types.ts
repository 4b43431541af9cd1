// Types the page needs to drive the runtime beyond a plain replay: the provider of a spec and the "be the
// model" turn (how a spec is loaded, LoadOptions, is the runtime port's: runtime-slice.ts). Derived from the
// runtime's protocol, because state/ and ui/ may not import llm/ (DESIGN.md's layer table).
import type { EndpointCredential } from '../../runtime/providers/endpoint-credential';
import type { ProviderMode } from '../../runtime/providers/provider-for-spec';
import type { ProviderSpec } from '../../runtime/spec/run-spec';
import type { RuntimeProtocol, RuntimeWaiting } from '../../runtime/worker/runtime-protocol';

type Requests = RuntimeProtocol['requests'];
export type HumanTurn = Requests['submitHumanTurn']['params']['turn'];
export type TurnProblem = Requests['submitHumanTurn']['result']['problems'][number];
export type ModelToolCall = HumanTurn['toolCalls'][number];
export type FunctionToolSchema = Extract<RuntimeWaiting, { kind: 'human-turn' }>['request']['tools'][number];
export type ScriptedTurn = Extract<ProviderSpec, { kind: 'scripted' }>['script'][number];
export type ScriptedToolCall = NonNullable<ScriptedTurn['toolCalls']>[number];
export type { ProviderSpec };
export type { EndpointApi, EndpointProviderSpec } from '../../runtime/spec/provider-spec';
export { ENDPOINT_APIS } from '../../runtime/spec/provider-spec';
export { asksEndpoint, isEndpoint } from '../../runtime/spec/provider-spec';
export type {
  ToolSetSpec,
  UserToolSpec,
  UserToolResultSpec,
  CannedResult,
  BuiltinToolName,
} from '../../runtime/spec/user-tool-spec';
export { BUILTIN_TOOL_NAMES, builtinToolRecord } from '../../runtime/spec/user-tool-spec';
export type { ProviderMode, EndpointCredential };
export { endpointOf, credentialFor } from '../../runtime/providers/endpoint-credential';
export { DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_TIMEOUT_MS } from '../../runtime/providers/provider-for-spec';
export { mcpSecretSource, type McpEndpoint } from '../../runtime/mcp/mcp-endpoint';
export { endpointHeaders } from '../../runtime/mcp/mcp-endpoint';
export type { McpServerListing } from '../../runtime/mcp/list-mcp-server';
export type { McpServerSpec } from '../../runtime/spec/user-tool-spec';
export { withMcpServer, withMcpTrust, withoutMcpServer } from '../../runtime/mcp/mcp-server-edits';
export { mcpToolRecords, type McpToolRecord, type McpClaimKey } from '../../runtime/mcp/mcp-tool-records';
