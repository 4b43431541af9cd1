// Which wire a server's address means: `inpage:<name>` is a server in the page, reached over a MessagePort
// (inpage/), anything else is Streamable HTTP. The client above it is the same, so listing, calls, timeouts and
// their record do not depend on where the server runs.
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { inPageServerName } from './inpage/in-page-address';
import type { McpEndpoint } from './mcp-endpoint';

/** `httpFetch`: the fetch a Streamable HTTP transport sends with (the connection's: seen, size-limited). */
export async function transportFor(endpoint: McpEndpoint, httpFetch: typeof fetch): Promise<Transport> {
  const inPage = inPageServerName(endpoint.url);
  if (inPage !== null) {
    const { openInPageTransport } = await import('./inpage/open-in-page-transport');
    return openInPageTransport(inPage);
  }
  return new StreamableHTTPClientTransport(new URL(endpoint.url), {
    requestInit: { headers: { ...endpoint.headers } },
    fetch: httpFetch,
  });
}
