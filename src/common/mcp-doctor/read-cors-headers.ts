// Node ignores CORS, so the CLI doctor reads the server's CORS headers itself, as a browser would judge
// them: the preflight of a POST carrying the MCP headers, and the actual answer's Allow-Origin and
// Expose-Headers. A page cannot see any of this (a refused preflight is one opaque network error there).
import { finding, type Finding } from './finding';
import { SESSION_HEADER } from './mcp-wire';

interface HeaderReader {
  get(name: string): string | null;
}

/** A comma-separated header as lower-case names. */
export function headerList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
}

/** The doctor sends no credentials, so `*` counts as every origin, as it would for the SDK's fetch. */
export function originAllowed(headers: HeaderReader, origin: string): boolean {
  const allowed = headers.get('access-control-allow-origin')?.trim();
  return allowed === '*' || allowed === origin;
}

/**
 * The preflight's verdict on each header the client sends. `authorization` is never covered by `*`
 * (the Fetch standard's one exception), so it must be named.
 */
export function preflightFindings(
  status: number,
  headers: HeaderReader,
  origin: string,
  requestHeaders: readonly string[],
): Finding[] {
  if (status < 200 || status >= 300) return [finding('cors-preflight-failed', { status })];
  if (!originAllowed(headers, origin)) return [finding('cors-origin-not-allowed', { origin })];
  const found: Finding[] = [];
  const methods = headerList(headers.get('access-control-allow-methods'));
  const anyMethod = methods.includes('*');
  // An empty Allow-Methods still allows the simple methods, POST among them; DELETE must be listed.
  if (methods.length > 0 && !anyMethod && !methods.includes('post'))
    found.push(finding('cors-method-not-allowed', { method: 'POST' }));
  if (!anyMethod && !methods.includes('delete'))
    found.push(finding('cors-delete-not-allowed', { method: 'DELETE' }));
  const allowed = headerList(headers.get('access-control-allow-headers'));
  for (const header of requestHeaders) {
    const name = header.toLowerCase();
    const byWildcard = allowed.includes('*') && name !== 'authorization';
    if (!byWildcard && !allowed.includes(name))
      found.push(finding('cors-header-not-allowed', { header: name }));
  }
  return found;
}

/** The actual answer must let the page read it, and read the session id when there is one. */
export function answerCorsFindings(headers: HeaderReader, origin: string): Finding[] {
  if (!originAllowed(headers, origin)) return [finding('cors-origin-not-allowed', { origin })];
  if (headers.get(SESSION_HEADER) === null) return [];
  const exposed = headerList(headers.get('access-control-expose-headers'));
  return exposed.includes('*') || exposed.includes(SESSION_HEADER)
    ? []
    : [finding('cors-session-id-not-exposed', { header: SESSION_HEADER })];
}
