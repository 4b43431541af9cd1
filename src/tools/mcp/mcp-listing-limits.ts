// What one MCP server's `tools/list` may put into a session (decision 0875). A server is a party the person
// may not trust: it can list a thousand tools, a ten-megabyte description, a name no screen should draw. Each
// bound keeps the registry, the session document and the page's lists small, and what it leaves out is said
// (a note per cut or refusal), never dropped in silence.

/** Tools kept per server, in the order listed: OpenAI's API refuses a request offering more than 128. */
export const MCP_MAX_TOOLS = 128;
/** `tools/list` pages followed before the listing stops (a cursor that never ends). */
export const MCP_MAX_LIST_PAGES = 50;
/** Characters of a tool's description (or title) kept; the rest is cut, and the description says so. */
export const MCP_MAX_DESCRIPTION_CHARS = 16_384;
/** A longer tool name is refused: it cannot be cut, since `tools/call` must send it whole. */
export const MCP_MAX_TOOL_NAME_CHARS = 1_024;
/**
 * Levels of arrays and objects in one `inputSchema`: it sits six levels down in a session document (at most
 * 48, MAX_DOCUMENT_DEPTH) and deeper still in a recorded request's tools, so a deeper one would make the
 * session unloadable.
 */
export const MCP_MAX_SCHEMA_DEPTH = 32;

/** Why a listed tool was not kept. `detail` is the checker's own words, verbatim. */
export type McpToolRefusal =
  'name-too-long' | 'schema-too-deep' | 'schema-pattern' | 'schema-does-not-compile';

/** What the listing changed of what the server sent, for the page to word. Tool names are the server's own. */
export type McpListingNote =
  /** Only the first `examined` of `listed` tools were looked at, kept or refused; the rest are not offered. */
  | { readonly kind: 'tools-capped'; readonly listed: number; readonly examined: number }
  /** The server had more pages to send when the listing stopped (past the cap, or after the page limit). */
  | { readonly kind: 'listing-stopped'; readonly listed: number }
  | { readonly kind: 'description-cut'; readonly tool: string; readonly chars: number; readonly kept: number }
  | {
      readonly kind: 'tool-refused';
      readonly tool: string;
      readonly refusal: McpToolRefusal;
      readonly detail: string;
    };
