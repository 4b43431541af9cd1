// Where an MCP server is and how to reach it. The headers (a bearer token among them) are secrets: they live
// only here, in memory (or in the device's remembered secrets), never in a session document or a trace.
import type { SecretSource } from '../../common/secrets/known-secrets';

/** What stands in the record where an MCP server's token or header value was. */
export const MCP_CREDENTIAL_LABEL = '[MCP credential]';

export interface McpEndpoint {
  readonly url: string;
  /** Sent with every request: `Authorization: Bearer …` for a token, or the person's own headers. */
  readonly headers: Readonly<Record<string, string>>;
}

/** The headers for an optional bearer token and optional extra headers (a given Authorization wins). */
export function endpointHeaders(
  token: string | undefined,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const hasAuthorization = Object.keys(extra).some((name) => name.toLowerCase() === 'authorization');
  return { ...(token && !hasAuthorization ? { Authorization: `Bearer ${token}` } : {}), ...extra };
}

/** The secret values of an endpoint, for the scrubber: the token and every header value. */
export function endpointSecrets(endpoint: McpEndpoint): string[] {
  return Object.values(endpoint.headers).flatMap((value) => {
    const bare = value.replace(/^Bearer\s+/i, '');
    return bare === value ? [value] : [value, bare];
  });
}

/** The endpoints' credentials as one source of the device's known secrets (common/secrets/known-secrets.ts). */
export function mcpSecretSource(endpoints: readonly McpEndpoint[]): SecretSource {
  return { source: 'mcp-servers', label: MCP_CREDENTIAL_LABEL, values: endpoints.flatMap(endpointSecrets) };
}
