// English UI strings: the inspector's MCP lane (issue 40 item 6), beside the model's wire in the Request /
// Response tab: each MCP call's HTTP exchanges and JSON-RPC messages, in order.
export const enMcpLane = {
  mcpLane: {
    /** The lane's entry for a server's own handshake and listing, made when it was connected. */
    listingLane: 'tools/list when {{server}} was connected',
    intro:
      'Every JSON-RPC message of each MCP call, in the order it went and came, with the HTTP headers the page set. The bearer token and the header values you typed are hidden; the session id is shown.',
    call: '{{tool}} on {{server}} · step {{step}}',
    exchanges: 'HTTP exchanges of this call',
    request: '{{method}} {{url}}',
    status: 'answered HTTP {{status}}',
    noAnswer: 'no answer came',
    continued: 'The server’s stream, open since an earlier call: only what came since.',
    headersSent: 'Headers the page set ({{count}})',
    headersReceived: 'Headers that came back ({{count}})',
    messages: 'JSON-RPC messages',
    direction: { sent: 'sent', received: 'received' },
    kind: {
      request: 'request',
      result: 'result',
      error: 'error',
      notification: 'notification',
      other: 'not JSON-RPC',
      'too-large': 'too large to keep',
    },
    message: '#{{n}}',
    id: 'id {{id}}',
    tooLarge: '{{bytes}}, kept as its size only',
  },
} as const;
