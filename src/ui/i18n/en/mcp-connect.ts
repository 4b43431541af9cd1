// English UI strings: the Tools tab's MCP servers (issue 40): "Connect an MCP server…", each server's tools
// as records beside the built-ins with what the server claims about them, trust and removal.
export const enMcpConnect = {
  mcpConnect: {
    title: 'MCP servers',
    none: 'No MCP server in this session.',
    open: 'Connect an MCP server…',
    name: 'Name',
    nameHint: 'Its tools are offered to the model as mcp__<name>__<tool>.',
    url: 'Streamable HTTP endpoint',
    token: 'Bearer token (optional)',
    tokenNote:
      'Kept in this tab’s memory unless you tick “Remember” below: never in the session, a link, an export or the trace, and scrubbed from everything recorded.',
    connect: 'Connect',
    connecting: 'Connecting…',
    cancel: 'Cancel',
    noRuntime: 'There is no runtime to connect from yet: open or start a session first.',
    connected:
      'Connected to {{name}}: {{count}} tools joined the tool set, and the session started again with them.',
    failed: 'Could not connect: {{reason}}',
    diagnosing: 'Asking the connection doctor why…',
    cliDoctor: 'For what a page cannot see (the preflight, DNS), run {{command}} on your machine.',
    trusted: 'trusted: what the server says about a tool decides',
    untrusted: 'not trusted: every one of its tools asks first',
    trust: 'Trust this server',
    distrust: 'Stop trusting {{name}}',
    remove: 'Remove server {{name}}',
    trustChanged: 'Trust changed: the session started again with it.',
    removed: 'Removed: the session started again without its tools.',
    original: 'the server calls it {{name}}',
    /** A long description of a tool, folded to its start (McpToolDescription.tsx). */
    descriptionAll: 'Show all {{characters}} characters',
    descriptionLess: 'Show less',
  },
} as const;
