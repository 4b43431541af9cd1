// The notes the client adds to an MCP call's answer (`notes`, kept with it and recorded) for what it had to
// do to get it. One sentence per case, kept here so the page can tell the case from the words it recorded
// and say it in its own language (state/selectors/mcp-call-notes.ts); the English stays what the model and
// a trace file read.

/** The server forgot the session (HTTP 404 on its id): the client started a new one and sent the call again. */
export const MCP_SESSION_RESTARTED_NOTE =
  'The MCP session had expired (HTTP 404 on its id); the client started a new one and sent the call again.';
