// English UI strings: the marks an MCP server's tool carries outside the Tools tab (issue 40 items 1 and 6): its
// badge and note on the Schema tab's card, its token's title in the pipeline view, and the server's claims
// about it. The first screen draws these, so they stay in the dictionary it loads; the Tools tab reads them
// too. What only the Tools tab or the MCP lane reads loads with them (parts/, decision 0880).
export const enMcpMarks = {
  mcpMarks: {
    badge: 'MCP · {{server}}',
    fromServer: 'A tool of the MCP server {{server}}, which calls it {{name}}.',
    trusted: 'The server is trusted: what it says decides.',
    untrusted: 'The server is not trusted: every call asks first.',
    callTitle: 'An MCP tool: this call goes to {{server}} as {{name}}.',
    serverSays: 'the server says:',
    defaults: 'it says nothing, so the MCP spec’s defaults apply:',
    claims: {
      readOnly: 'only reads',
      mayChange: 'may change things',
      destructive: 'may destroy data',
      idempotent: 'can be repeated safely',
      openWorld: 'reaches the outside world',
      closedWorld: 'stays inside its own domain',
    },
  },
} as const;
