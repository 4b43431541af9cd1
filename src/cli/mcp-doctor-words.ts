// The CLI doctor's words for each finding (src/common/mcp-doctor/finding.ts): English, for the person who
// runs the server, so they name the wire exactly (headers, methods, statuses). The page words the same codes
// through i18n (src/ui/i18n/en|zh/mcp-doctor.ts); cli/ may not import ui/, hence a table of its own.
import type { FindingCode, FindingParams } from '../common/mcp-doctor/finding';

interface Words {
  readonly says: string;
  readonly fix: string;
}

const NOTHING = 'nothing to change';

export const CLI_DOCTOR_WORDS: Readonly<Record<FindingCode, Words>> = {
  'invalid-url': {
    says: '{{url}} is not an http(s) URL',
    fix: 'give the Streamable HTTP endpoint, e.g. https://host/mcp',
  },
  'mixed-content': {
    says: 'an https page cannot call {{url}} over http (mixed content)',
    fix: 'serve the server over https, or run it on localhost',
  },
  'unreachable-dns': { says: 'the host name does not resolve ({{detail}})', fix: 'check the host name' },
  'unreachable-refused': {
    says: 'nothing accepts connections there ({{detail}})',
    fix: 'start the server, or check the port and the address it binds',
  },
  'unreachable-timeout': {
    says: 'no answer in time',
    fix: 'check the server is running and not behind a firewall or proxy',
  },
  'unreachable-tls': {
    says: 'the TLS handshake failed ({{detail}})',
    fix: 'serve a valid certificate for the host name from a trusted authority',
  },
  unreachable: { says: 'no answer at all ({{detail}})', fix: 'check the URL and that the server is running' },
  'cors-origin-not-allowed': {
    says: 'no Access-Control-Allow-Origin for {{origin}}',
    fix: 'send Access-Control-Allow-Origin: {{origin}} (or *) on every answer, OPTIONS included',
  },
  'cors-preflight-failed': {
    says: 'the preflight (OPTIONS) failed: {{status}}',
    fix: 'answer OPTIONS at the endpoint with 204 and the Access-Control-Allow-* headers',
  },
  'cors-preflight-refused': {
    says: 'a simple request is readable, the preflight of a JSON POST is refused',
    fix: 'answer OPTIONS with 204 and Access-Control-Allow-Headers: content-type, mcp-protocol-version, mcp-session-id, authorization',
  },
  'cors-method-not-allowed': {
    says: 'the preflight does not allow {{method}}',
    fix: 'add {{method}} to Access-Control-Allow-Methods',
  },
  'cors-header-not-allowed': {
    says: 'the preflight does not allow the request header {{header}}',
    fix: 'add {{header}} to Access-Control-Allow-Headers (* never covers authorization)',
  },
  'cors-refused': {
    says: 'a browser refuses the answers for a CORS reason not narrowed down',
    fix: 'compare the CORS headers with docs/mcp.md',
  },
  'cors-session-id-not-exposed': {
    says: 'the answer sets {{header}} but Access-Control-Expose-Headers does not list it: a page never sees its session',
    fix: 'add {{header}} to Access-Control-Expose-Headers',
  },
  'cors-delete-not-allowed': {
    says: 'the preflight does not allow {{method}}: a page cannot end its session',
    fix: 'add {{method}} to Access-Control-Allow-Methods',
  },
  'endpoint-not-found': {
    says: '404 at {{path}}',
    fix: 'use the MCP endpoint; most serve it at /mcp ({{suggestion}})',
  },
  'method-not-allowed': {
    says: '405 at {{path}}: POST is not taken, so this is no Streamable HTTP endpoint',
    fix: 'use the Streamable HTTP endpoint (an HTTP+SSE-only server needs updating)',
  },
  'auth-required': {
    says: '401: credentials required, none given',
    fix: 'pass --header "Authorization: Bearer …" or --token-env',
  },
  'auth-refused': {
    says: '401: the credentials given were refused',
    fix: 'check the token’s value and expiry',
  },
  'auth-oauth': {
    says: '401 with WWW-Authenticate: {{wwwAuthenticate}} (an OAuth server; ToolScope does not sign in with OAuth)',
    fix: 'use a server or setting that takes a bearer token',
  },
  'auth-forbidden': {
    says: '403: the credentials were read and refused',
    fix: 'give the token the rights the server asks for',
  },
  'http-error': { says: 'HTTP {{status}}', fix: 'read the server’s log for this request' },
  'answer-html': {
    says: 'an HTML page, not JSON-RPC',
    fix: 'use the MCP endpoint itself, not a site or a proxy page',
  },
  'answer-not-json': {
    says: 'a JSON content type whose body does not parse',
    fix: 'read the server’s log: the answer was cut or malformed',
  },
  'answer-not-json-rpc': {
    says: 'JSON, but no JSON-RPC 2.0 response to initialize',
    fix: 'use the MCP endpoint itself: this URL serves another API',
  },
  'answer-sse-without-message': {
    says: 'an event stream with no JSON-RPC response to initialize',
    fix: 'answer initialize on the POST’s own stream (Streamable HTTP)',
  },
  'answer-wrong-content-type': {
    says: 'content-type {{contentType}}: neither application/json nor text/event-stream',
    fix: 'answer POST with application/json or text/event-stream',
  },
  'initialize-error': {
    says: 'initialize refused: error {{code}}, "{{message}}"',
    fix: 'read the server’s log for this error',
  },
  'protocol-version-unsupported': {
    says: 'the server chose protocol version {{version}}; the client speaks {{supported}}',
    fix: 'update the server or set it to one of those versions',
  },
  'tools-list-failed': {
    says: 'connected, but tools/list failed ({{status}})',
    fix: 'read the server’s log for tools/list',
  },
  connected: {
    says: 'connected to {{serverName}} {{serverVersion}}, protocol version {{protocolVersion}}, tools listed: {{toolCount}}',
    fix: NOTHING,
  },
  'cors-ok': { says: 'the CORS headers let a page connect', fix: NOTHING },
  'cli-doctor-knows-more': {
    says: 'a page sees a CORS refusal only as a failure',
    fix: 'this command reads the preflight itself',
  },
};

/** `{{name}}` filled from the finding's parameters; the table test proves no other name is used. */
export function fillWords(template: string, params: FindingParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
