// An MCP server as a session holds it: where it was reached, whether the person trusts it, and the tools its
// `tools/list` answered, recorded so a session builds the same registry with the server gone (issue 40). Its
// bearer token and headers are never here: they are secrets, kept like API keys (docs/mcp.md).
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import type { McpWire } from '../../engine/trace/mcp-wire';

/** What a server says about a tool (MCP `ToolAnnotations`): hints from a party the person may not trust. */
export interface McpToolAnnotations {
  readonly title?: string;
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

/** One entry of a `tools/list` answer, as recorded. */
export interface McpToolListing {
  /** The server's own name for the tool, which `tools/call` must be sent. */
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly inputSchema: ObjectSchema;
  readonly annotations?: McpToolAnnotations;
}

export interface McpServerSpec {
  /** The person's name for the server: the namespace of its tools' function names. */
  readonly name: string;
  /** The Streamable HTTP endpoint, without credentials (they are refused in a URL). */
  readonly url: string;
  /** Until the person trusts the server, every one of its tools asks first, whatever it says. */
  readonly trusted: boolean;
  /** How long one call may take, in wall-clock ms, before it is cut as a timeout (default 60,000). */
  readonly timeoutMs?: number;
  readonly tools: readonly McpToolListing[];
  /**
   * What went over the wire for that listing (the handshake and `tools/list`, secrets scrubbed): the MCP
   * lane's first entry in a run and its replay; outside the trace hash (decision 0872). Absent in sessions
   * connected before it was kept, and for a server added by hand.
   */
  readonly wire?: McpWire;
}
