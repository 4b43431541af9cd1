// English UI strings: what a live MCP server did during a run (issue 40, the runtime's part): a call's
// progress notifications drawn on its card.
export const enMcpLive = {
  mcpLive: {
    /** A tool in this step's schema the last step's did not have (its MCP server's list changed). */
    joined: 'new: {{name}}',
    progress: {
      ofTotal: '{{progress}} of {{total}}',
      noTotal: '{{progress}} so far',
      withMessage: '{{figure}}: {{message}}',
      updates_one: 'The MCP server reported progress once during this call.',
      updates_other: 'The MCP server reported progress {{count}} times during this call; the last is shown.',
    },
  },
};
