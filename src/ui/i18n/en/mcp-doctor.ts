// English UI strings: the MCP connection doctor's findings (src/common/mcp-doctor/finding.ts), each what it
// found (`says`) and what to change on the server (`fix`). Parameters are verbatim: a header, a status, what
// the server named itself. The CLI words the same codes in its own table (src/cli/mcp-doctor-words.ts).
export const enMcpDoctor = {
  mcpDoctor: {
    title: 'Connection doctor',
    severity: { error: 'Blocks', warning: 'Warning', info: 'Note', ok: 'OK' },
    findings: {
      'invalid-url': {
        says: '{{url}} is not an http or https address.',
        fix: 'Give the server’s Streamable HTTP endpoint, such as https://example.com/mcp.',
      },
      'mixed-content': {
        says: 'This page is served over https, so the browser will not call {{url}} over plain http.',
        fix: 'Serve the MCP server over https, or run it on this machine (localhost).',
      },
      'unreachable-dns': {
        says: 'The server’s host name does not resolve ({{detail}}).',
        fix: 'Check the host name in the address, and that the server is published there.',
      },
      'unreachable-refused': {
        says: 'Nothing accepts connections at that address and port ({{detail}}).',
        fix: 'Start the server, or check the port and that it listens on an address this machine can reach.',
      },
      'unreachable-timeout': {
        says: 'The server did not answer in time.',
        fix: 'Check that the server is running and not blocked by a firewall or proxy; then try again.',
      },
      'unreachable-tls': {
        says: 'The secure connection failed: the server’s certificate was not accepted ({{detail}}).',
        fix: 'Give the server a valid certificate for its host name, issued by a trusted authority.',
      },
      unreachable: {
        says: 'The server could not be reached at all: not even a request the browser sends without CORS got an answer.',
        fix: 'Check the address and that the server is running. The CLI doctor (npm run mcp -- doctor <url>) tells a wrong name from a closed port.',
      },
      'cors-origin-not-allowed': {
        says: 'The server answers, but not to this page: no Access-Control-Allow-Origin for {{origin}}.',
        fix: 'Send Access-Control-Allow-Origin with this page’s origin (or *) on every answer, the preflight (OPTIONS) included.',
      },
      'cors-preflight-failed': {
        says: 'The browser’s preflight (OPTIONS) fails ({{status}}).',
        fix: 'Answer OPTIONS at the endpoint with a 2xx status and the Access-Control-Allow-* headers.',
      },
      'cors-preflight-refused': {
        says: 'The server lets this page read a simple request but refuses the preflight (OPTIONS) of a JSON request.',
        fix: 'Answer OPTIONS with a 2xx status, and list content-type, mcp-protocol-version, mcp-session-id and authorization in Access-Control-Allow-Headers.',
      },
      'cors-method-not-allowed': {
        says: 'The preflight does not allow {{method}}.',
        fix: 'List {{method}} in Access-Control-Allow-Methods.',
      },
      'cors-header-not-allowed': {
        says: 'The browser may not send the header {{header}}: the preflight does not allow it.',
        fix: 'Add {{header}} to Access-Control-Allow-Headers (a * does not cover authorization).',
      },
      'cors-refused': {
        says: 'The browser refuses the server’s answers for a CORS reason the doctor could not narrow down.',
        fix: 'Compare the server’s CORS headers with docs/mcp.md; the CLI doctor reads them directly.',
      },
      'cors-session-id-not-exposed': {
        says: 'The server starts a session but hides its id ({{header}}) from the page, so the next request has none.',
        fix: 'Add {{header}} to Access-Control-Expose-Headers.',
      },
      'cors-delete-not-allowed': {
        says: 'The preflight does not allow {{method}}, so the page cannot end its session when it disconnects.',
        fix: 'List {{method}} in Access-Control-Allow-Methods.',
      },
      'endpoint-not-found': {
        says: 'Nothing answers at {{path}} (404).',
        fix: 'Use the server’s MCP endpoint: most serve it at /mcp ({{suggestion}}).',
      },
      'method-not-allowed': {
        says: '{{path}} does not take POST (405): it is not a Streamable HTTP endpoint.',
        fix: 'Use the server’s Streamable HTTP endpoint. An older server speaking only HTTP+SSE needs updating.',
      },
      'auth-required': {
        says: 'The server asks for credentials (401) and none were given.',
        fix: 'Give a bearer token or the header the server expects.',
      },
      'auth-refused': {
        says: 'The server refused the credentials given (401).',
        fix: 'Check the token or header: its value, and that it has not expired.',
      },
      'auth-oauth': {
        says: 'The server wants an OAuth sign-in (401 with WWW-Authenticate: {{wwwAuthenticate}}). ToolScope does not sign in with OAuth.',
        fix: 'Use a server, or a server setting, that takes a bearer token.',
      },
      'auth-forbidden': {
        says: 'The server read the credentials and refused access (403).',
        fix: 'Give the token the rights this server asks for, or use another token.',
      },
      'http-error': {
        says: 'The server answered with HTTP status {{status}}.',
        fix: 'Check the server’s log for this request.',
      },
      'answer-html': {
        says: 'The server answered with a web page, not a JSON-RPC message.',
        fix: 'The address is probably a site or a proxy’s page: use the MCP endpoint itself.',
      },
      'answer-not-json': {
        says: 'The answer says it is JSON but does not parse.',
        fix: 'Check the server’s log: its answer was cut or written wrongly.',
      },
      'answer-not-json-rpc': {
        says: 'The answer is JSON but not a JSON-RPC 2.0 answer to initialize.',
        fix: 'Use the MCP endpoint itself: this address serves some other API.',
      },
      'answer-sse-without-message': {
        says: 'The answer is an event stream, but it holds no JSON-RPC answer to initialize.',
        fix: 'Check that the server answers initialize on the stream of the POST (Streamable HTTP).',
      },
      'answer-wrong-content-type': {
        says: 'The answer’s content type is {{contentType}}: neither application/json nor text/event-stream.',
        fix: 'Answer POST with application/json or text/event-stream, as Streamable HTTP says.',
      },
      'initialize-error': {
        says: 'The server refused initialize: error {{code}}, “{{message}}”.',
        fix: 'Check the server’s log and its settings for this error.',
      },
      'protocol-version-unsupported': {
        says: 'The server speaks MCP protocol version {{version}}, which this client does not ({{supported}}).',
        fix: 'Update the server, or set it to one of the versions this client speaks.',
      },
      'tools-list-failed': {
        says: 'The server connected but listing its tools failed ({{status}}).',
        fix: 'Check the server’s log for tools/list.',
      },
      connected: {
        says: 'Connected to {{serverName}} {{serverVersion}}, protocol version {{protocolVersion}}. Tools listed: {{toolCount}}.',
        fix: 'Nothing to change.',
      },
      'cors-ok': {
        says: 'The server’s CORS headers let a page connect.',
        fix: 'Nothing to change.',
      },
      'cli-doctor-knows-more': {
        says: 'A page sees a CORS refusal only as a failure: it cannot read the preflight’s headers.',
        fix: 'Run npm run mcp -- doctor <url> on a computer: it reads the preflight and names every header at fault.',
      },
    },
  },
} as const;
