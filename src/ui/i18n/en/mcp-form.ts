// English UI strings: the MCP connect form's headers and remembered servers (issue 40 items 1 and 2). Read
// only by the Tools tab, so they load with it (parts/mcp-servers.ts); the marks MCP tools carry elsewhere are
// en/mcp-marks.ts.
export const enMcpForm = {
  mcpForm: {
    headers: 'Other headers',
    headersNote: 'Sent with every request to this server; their values are kept like the token.',
    headerName: 'Header name',
    headerValue: 'Header value',
    addHeader: 'Add a header',
    removeHeader: 'Remove this header',
    remember: 'Remember this token and these headers on this device',
    rememberNote:
      'Kept in this browser’s storage for this address only, and still never in a session, a link, an export or the trace. Unticked, they live in this tab’s memory and go with it.',
    remembered: 'Connected before',
    rememberedNone:
      'Servers you connect are offered here next time (their addresses and header names, never a value unless you ask).',
    use: 'Use',
    useServer: 'Use {{url}}',
    forget: 'Forget',
    forgetServer: 'Forget {{url}} and anything remembered for it',
    valuesKept: 'token remembered',
    headerNames: 'headers: {{names}}',
    problems: {
      badName: '“{{name}}” cannot be a header name: letters, digits and !#$%&’*+-.^_`|~ only.',
      reserved: '{{name}} is set by the MCP client itself.',
      duplicate: '{{name}} is given twice (the token is sent as Authorization).',
    },
  },
} as const;
