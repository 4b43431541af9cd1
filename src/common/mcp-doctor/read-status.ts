// What an error status at the MCP endpoint means for a client, before any body is read.
import { finding, type Finding } from './finding';

/** The path Streamable HTTP servers use by convention (the SDK's examples, server-everything). */
export const CONVENTIONAL_PATH = '/mcp';

/**
 * `wwwAuthenticate` is null when absent, or when a page cannot read it (a header the server did not expose):
 * then a 401 reads as a missing token, and the CLI doctor is the one to tell an OAuth server apart.
 */
export function statusFinding(
  status: number,
  url: URL,
  wwwAuthenticate: string | null,
  sentAuthorization: boolean,
): Finding | undefined {
  if (status >= 200 && status < 300) return undefined;
  if (status === 401)
    return wwwAuthenticate
      ? finding('auth-oauth', { wwwAuthenticate: wwwAuthenticate.slice(0, 200) })
      : finding(sentAuthorization ? 'auth-refused' : 'auth-required');
  if (status === 403) return finding('auth-forbidden');
  if (status === 404)
    return finding('endpoint-not-found', {
      path: url.pathname,
      suggestion: new URL(CONVENTIONAL_PATH, url).href,
    });
  if (status === 405) return finding('method-not-allowed', { path: url.pathname });
  return finding('http-error', { status });
}
