// Every secret this device knows, as the one list the scrubber reads (common/secrets): the API keys of the
// provider form, remembered or only in this tab's memory, and the bearer tokens and headers given for MCP
// servers (memory only). The composition root hands the list to the
// runtime (which scrubs what it records) and the ways out scrub with it again (docs/security.md).
import { API_KEY_LABEL, type KnownSecrets, type SecretSource } from '../common/secrets/known-secrets';
import { createScrubber, type Scrubber } from '../common/secrets/scrub-secrets';
import { rememberLast } from '../common/remember-last';
import type { EndpointKeys } from './session-edit/provider-memory';
import { mcpSecretSource, type McpEndpoint } from './session-edit/port-types';

export interface SecretHolders {
  readonly providerKeys: EndpointKeys;
  /** Absent where a caller holds no MCP servers' credentials (tests of the ways out). */
  readonly mcpEndpoints?: readonly McpEndpoint[];
}

const providerKeySource = rememberLast((keys: EndpointKeys): SecretSource => ({
  source: 'provider-keys',
  label: API_KEY_LABEL,
  values: Object.values(keys).map((key) => key.apiKey),
}));

const NO_ENDPOINTS: readonly McpEndpoint[] = [];
const mcpSource = rememberLast((endpoints: readonly McpEndpoint[]) => mcpSecretSource(endpoints));

const knownOf = rememberLast((providerKeys: SecretSource, mcp: SecretSource): KnownSecrets => [
  providerKeys,
  mcp,
]);

/** The same list (by identity) until a secret changes, so a subscriber sends it only then. */
export function deviceSecrets(state: SecretHolders): KnownSecrets {
  return knownOf(providerKeySource(state.providerKeys), mcpSource(state.mcpEndpoints ?? NO_ENDPOINTS));
}

const scrubberOf = rememberLast(createScrubber);

/** The scrubber for what the device knows now. */
export function deviceScrubber(state: SecretHolders): Scrubber {
  return scrubberOf(deviceSecrets(state));
}
