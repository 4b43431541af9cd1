// What the connection doctor found, as codes and parameters only: the page words them through i18n
// (src/ui/i18n/en|zh/mcp-doctor.ts) and the CLI through its own table (src/cli/mcp-doctor-words.ts), so this
// module carries no language. Each code also has, in both places, what to change on the server.

/**
 * `error`: a page could not connect while this stands. `warning`: it connects, but something will break
 * later or cannot be checked from here. `ok` and `info`: said for the record.
 */
export type FindingSeverity = 'error' | 'warning' | 'info' | 'ok';

/**
 * Every finding the doctor can make, with its severity and the names of its parameters: one table, so a code
 * cannot change weight by path, and the words of each language are checked against the parameters it gets.
 */
export const FINDINGS = {
  /** The address is not an http(s) URL. */
  'invalid-url': { severity: 'error', params: ['url'] },
  /** A page served over https may not call an http server other than loopback (mixed content). */
  'mixed-content': { severity: 'error', params: ['url'] },
  /** The host name does not resolve (Node only: a page cannot tell this from the others). */
  'unreachable-dns': { severity: 'error', params: ['detail'] },
  /** Nothing listens at that port (Node only). */
  'unreachable-refused': { severity: 'error', params: ['detail'] },
  /** No answer within the doctor's time limit. */
  'unreachable-timeout': { severity: 'error', params: ['detail'] },
  /** The TLS handshake failed: an expired, self-signed or mismatched certificate (Node only). */
  'unreachable-tls': { severity: 'error', params: ['detail'] },
  /** No answer at all, cause unknown (what a page sees when even a no-cors probe fails). */
  unreachable: { severity: 'error', params: ['detail'] },
  /** The server answers, but not to a cross-origin request: no Access-Control-Allow-Origin for the page. */
  'cors-origin-not-allowed': { severity: 'error', params: ['origin'] },
  /** The preflight (OPTIONS) itself failed: an error status, or no CORS headers on it. */
  'cors-preflight-failed': { severity: 'error', params: ['status'] },
  /** In the page: a simple request is read, a JSON one is not, so the preflight (OPTIONS) was refused. */
  'cors-preflight-refused': { severity: 'error', params: [] },
  /** The preflight does not allow POST. */
  'cors-method-not-allowed': { severity: 'error', params: ['method'] },
  /** Access-Control-Allow-Headers leaves out a header the client sends (params.header). */
  'cors-header-not-allowed': { severity: 'error', params: ['header'] },
  /** The server refuses the page's request for a CORS reason the doctor could not narrow down. */
  'cors-refused': { severity: 'error', params: [] },
  /** The server sets mcp-session-id but does not list it in Access-Control-Expose-Headers. */
  'cors-session-id-not-exposed': { severity: 'error', params: ['header'] },
  /** The preflight does not allow DELETE, so the client cannot end its session politely. */
  'cors-delete-not-allowed': { severity: 'warning', params: ['method'] },
  /** 404 at the URL's path. */
  'endpoint-not-found': { severity: 'error', params: ['path', 'suggestion'] },
  /** 405: the path exists but takes no POST. */
  'method-not-allowed': { severity: 'error', params: ['path'] },
  /** 401 and no WWW-Authenticate, and no authorization header was given: the server wants one. */
  'auth-required': { severity: 'error', params: [] },
  /** 401 and no WWW-Authenticate, though an authorization header was given: it was refused. */
  'auth-refused': { severity: 'error', params: [] },
  /** 401 with WWW-Authenticate: an OAuth server, which ToolScope does not sign in to. */
  'auth-oauth': { severity: 'error', params: ['wwwAuthenticate'] },
  /** 403: the credentials were read and refused. */
  'auth-forbidden': { severity: 'error', params: [] },
  /** Any other HTTP error status. */
  'http-error': { severity: 'error', params: ['status'] },
  /** An HTML page where a JSON-RPC answer was expected. */
  'answer-html': { severity: 'error', params: [] },
  /** A JSON content type whose body does not parse. */
  'answer-not-json': { severity: 'error', params: [] },
  /** JSON, but not a JSON-RPC 2.0 response to the request. */
  'answer-not-json-rpc': { severity: 'error', params: [] },
  /** An event stream that closed without a JSON-RPC response to the request. */
  'answer-sse-without-message': { severity: 'error', params: [] },
  /** A content type that is neither application/json nor text/event-stream. */
  'answer-wrong-content-type': { severity: 'error', params: ['contentType'] },
  /** The server answered initialize with a JSON-RPC error. */
  'initialize-error': { severity: 'error', params: ['code', 'message'] },
  /** The server chose a protocol version the client does not speak. */
  'protocol-version-unsupported': { severity: 'error', params: ['version', 'supported'] },
  /** tools/list failed after a good initialize. */
  'tools-list-failed': { severity: 'warning', params: ['status'] },
  /** The page could connect: server name, version, protocol version and tool count. */
  connected: { severity: 'ok', params: ['serverName', 'serverVersion', 'protocolVersion', 'toolCount'] },
  /** The server's CORS answer lets a page in (Node's direct reading of the preflight). */
  'cors-ok': { severity: 'ok', params: [] },
  /** Checks only the CLI can make (it reads the preflight directly): named in the page. */
  'cli-doctor-knows-more': { severity: 'info', params: [] },
} as const satisfies Record<string, { severity: FindingSeverity; params: readonly string[] }>;

export type FindingCode = keyof typeof FINDINGS;
export const FINDING_CODES = Object.keys(FINDINGS) as FindingCode[];

/** Parameters are verbatim values (a header, a status, a server's name), never sentences of ours. */
export type FindingParams = Readonly<Record<string, string | number>>;
type ParamsOf<C extends FindingCode> = Readonly<
  Record<(typeof FINDINGS)[C]['params'][number], string | number>
>;

export interface Finding {
  readonly code: FindingCode;
  readonly severity: FindingSeverity;
  readonly params: FindingParams;
}

export function finding<C extends FindingCode>(
  code: C,
  ...params: [keyof ParamsOf<C>] extends [never] ? [ParamsOf<C>?] : [ParamsOf<C>]
): Finding {
  return { code, severity: FINDINGS[code].severity, params: params[0] ?? {} };
}

/** The verdict the page and the CLI's exit code share: no finding stands in the way. */
export function pageCanConnect(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.code === 'connected') && !findings.some((f) => f.severity === 'error');
}
