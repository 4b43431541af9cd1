// English UI strings: what else a live MCP server made the run do (issue 40's remaining items): a changed
// tool list the registry refused, drawn at the schema stage, and a call's notes (a session started again),
// drawn on its card. Words of the pipeline view's part (i18n/parts/mcp-live.ts), loaded with it.
export const enMcpMore = {
  mcpMore: {
    listRefused: '{{server}}: new tool list refused',
    /** The reason is the runtime's English sentence. */
    listRefusedWhy:
      'The MCP server {{server}} said its tools changed, but its new list could not be registered, so its old tools were kept. {{reason}}',
    note: {
      sessionRestarted: 'new MCP session',
      sessionRestartedWhy:
        'The MCP server had forgotten the session (HTTP 404 on its id): the client started a new one and sent the call again.',
    },
  },
};
