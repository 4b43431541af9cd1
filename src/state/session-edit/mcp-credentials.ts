// The headers (a bearer token among them) the person gave for MCP server addresses: like an API key entered
// without "remember", they live in this tab's memory only, go to the runtime with each load, and are one more
// source of the device's secrets for the scrubber. One entry per address; giving none forgets it.
import type { McpEndpoint } from './port-types';

export function withMcpCredentials(
  endpoints: readonly McpEndpoint[],
  given: McpEndpoint,
): readonly McpEndpoint[] {
  const others = endpoints.filter((endpoint) => endpoint.url !== given.url);
  return Object.keys(given.headers).length === 0 ? others : [...others, given];
}
