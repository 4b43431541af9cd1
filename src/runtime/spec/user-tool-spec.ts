// User-defined tools and functions are declarations, never code: what they answer is a script of canned
// results or a text template over the arguments. That is what lets them travel inside a session document or
// a share link safely.
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import type { ToolErrorCode, ToolStatus } from '../../engine/protocol/tool-result';
import type { BuiltinToolName } from '../../tools/builtin-tool-records';
import type { McpServerSpec } from '../../tools/mcp/mcp-server-spec';

export type { McpServerSpec } from '../../tools/mcp/mcp-server-spec';

export interface CannedResult {
  readonly status: ToolStatus;
  readonly text: string;
  readonly data?: Readonly<Record<string, unknown>>;
  /** Required when status is `error`. */
  readonly errorCode?: ToolErrorCode;
}

export type UserToolResultSpec =
  /** Played in order, one per call; the last one repeats once the script runs out. */
  | { readonly type: 'canned'; readonly results: readonly CannedResult[] }
  /** `{{path}}`, `{{todos.0.content}}` are replaced by argument values; `{{$json}}` by all arguments as JSON. */
  | { readonly type: 'template'; readonly template: string };

export interface UserToolSpec {
  /** `tool`: parameters as given; `function`: the seed's fixed single `input` string. */
  readonly kind: 'tool' | 'function';
  readonly name: string;
  readonly description: string;
  /** Only for `kind: 'tool'`. */
  readonly parameters?: ObjectSchema;
  readonly concurrencySafe: boolean;
  readonly result: UserToolResultSpec;
}

/** Built-in tools a session may enable, by name: derived from their records (tools/builtin-tool-records.ts). */
export {
  BUILTIN_TOOL_LATENCIES,
  BUILTIN_TOOL_NAMES,
  builtinToolRecord,
  type BuiltinToolName,
} from '../../tools/builtin-tool-records';

export interface ToolSetSpec {
  readonly builtin: readonly BuiltinToolName[];
  readonly userDefined: readonly UserToolSpec[];
  /**
   * Built-in tools' descriptions as edited in the Tools tab: what the model reads instead of the default.
   * Plain text, never evaluated; a name not in `builtin` is ignored.
   */
  readonly descriptions?: Readonly<Partial<Record<BuiltinToolName, string>>>;
  /** MCP servers and the tools their `tools/list` answered (docs/mcp.md): never their credentials. */
  readonly mcp?: readonly McpServerSpec[];
}
