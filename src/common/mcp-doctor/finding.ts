// What the connection doctor found, as codes and parameters only: the page words them through i18n
// (src/ui/i18n/en|zh/mcp-doctor.ts) and the CLI through its own table (src/cli/mcp-doctor-words.ts), so this
// module carries no language. Each code also has, in both places, what to change on the server.

/**
 * `error`: a page could not connect while this stands. `warning`: it connects, but something will break
 * later or cannot be checked from here. `ok` and `info`: said for the record.
 */
export type FindingSeverity = 'error' | 'warning' | 'info' | 'ok';

/** Every finding the doctor can make, with its severity: one table, so a code cannot change weight by path. */
export const FINDING_SEVERITY = {
  /** The address is not an http(s) URL. */
  'invalid-url': 'error',
  /** A page served over https may not call an http server other than loopback (mixed content). */
  'mixed-content': 'error',
  /** The host name does not resolve (Node only: a page cannot tell this from the others). */
  'unreachable-dns': 'error',
  /** Nothing listens at that port (Node only). */
  'unreachable-refused': 'error',
  /** No answer within the doctor's time limit. */
  'unreachable-timeout': 'error',
  /** The TLS handshake failed: an expired, self-signed or mismatched certificate (Node only). */
  'unreachable-tls': 'error',
  /** No answer at all, cause unknown (what a page sees when even a no-cors probe fails). */
  unreachable: 'error',
  /** The server answers, but not to a cross-origin request: no Access-Control-Allow-Origin for the page. */
  'cors-origin-not-allowed': 'error',
  /** The preflight (OPTIONS) itself failed: an error status, or no CORS headers on it. */
  'cors-preflight-failed': 'error',
  /** In the page: a simple request is read, a JSON one is not, so the preflight (OPTIONS) was refused. */
  'cors-preflight-refused': 'error',
  /** The preflight does not allow POST. */
  'cors-method-not-allowed': 'error',
  /** Access-Control-Allow-Headers leaves out a header the client sends (params.header). */
  'cors-header-not-allowed': 'error',
  /** The server refuses the page's request for a CORS reason the doctor could not narrow down. */
  'cors-refused': 'error',
  /** The server sets mcp-session-id but does not list it in Access-Control-Expose-Headers. */
  'cors-session-id-not-exposed': 'error',
  /** A page cannot see whether a session id was sent (unexposed, or a server without sessions). */
  'session-id-unreadable': 'warning',
  /** The preflight does not allow DELETE, so the client cannot end its session politely. */
  'cors-delete-not-allowed': 'warning',
  /** 404 at the URL's path. */
  'endpoint-not-found': 'error',
  /** 405: the path exists but takes no POST. */
  'method-not-allowed': 'error',
  /** 401 and no WWW-Authenticate: a bearer token or header is missing or wrong. */
  'auth-required': 'error',
  /** 401 with WWW-Authenticate: an OAuth server, which ToolScope does not sign in to. */
  'auth-oauth': 'error',
  /** 403: the credentials were read and refused. */
  'auth-forbidden': 'error',
  /** Any other HTTP error status. */
  'http-error': 'error',
  /** An HTML page where a JSON-RPC answer was expected. */
  'answer-html': 'error',
  /** A JSON content type whose body does not parse. */
  'answer-not-json': 'error',
  /** JSON, but not a JSON-RPC 2.0 response to the request. */
  'answer-not-json-rpc': 'error',
  /** An event stream that closed without a JSON-RPC response to the request. */
  'answer-sse-without-message': 'error',
  /** A content type that is neither application/json nor text/event-stream. */
  'answer-wrong-content-type': 'error',
  /** The server answered initialize with a JSON-RPC error. */
  'initialize-error': 'error',
  /** The server chose a protocol version the client does not speak. */
  'protocol-version-unsupported': 'error',
  /** tools/list failed after a good initialize. */
  'tools-list-failed': 'warning',
  /** The page could connect: server name, version, protocol version and tool count. */
  connected: 'ok',
  /** The server's CORS answer lets a page in (Node's direct reading of the preflight). */
  'cors-ok': 'ok',
  /** Checks only the CLI can make (it reads the preflight directly): named in the page. */
  'cli-doctor-knows-more': 'info',
} as const satisfies Record<string, FindingSeverity>;

export type FindingCode = keyof typeof FINDING_SEVERITY;
export const FINDING_CODES = Object.keys(FINDING_SEVERITY) as FindingCode[];

/** Parameters are verbatim values (a header, a status, a server's name), never sentences of ours. */
export type FindingParams = Readonly<Record<string, string | number>>;

export interface Finding {
  readonly code: FindingCode;
  readonly severity: FindingSeverity;
  readonly params: FindingParams;
}

export function finding(code: FindingCode, params: FindingParams = {}): Finding {
  return { code, severity: FINDING_SEVERITY[code], params };
}

/** The verdict the page and the CLI's exit code share: no finding stands in the way. */
export function pageCanConnect(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.code === 'connected') && !findings.some((f) => f.severity === 'error');
}
