// Every secret this device knows, as the one list the scrubber reads (common/secrets): the API keys of the
// provider form, remembered or only in this tab's memory. A later kind (an MCP server's bearer token and
// headers) is one more source here; nothing else changes. The composition root hands the list to the
// runtime (which scrubs what it records) and the ways out scrub with it again (docs/security.md).
import { API_KEY_LABEL, type KnownSecrets, type SecretSource } from '../common/secrets/known-secrets';
import { createScrubber, type Scrubber } from '../common/secrets/scrub-secrets';
import { rememberLast } from '../common/remember-last';
import type { EndpointKeys } from './session-edit/provider-memory';

export interface SecretHolders {
  readonly providerKeys: EndpointKeys;
}

const providerKeySource = rememberLast((keys: EndpointKeys): SecretSource => ({
  source: 'provider-keys',
  label: API_KEY_LABEL,
  values: Object.values(keys).map((key) => key.apiKey),
}));

const knownOf = rememberLast((providerKeys: SecretSource): KnownSecrets => [providerKeys]);

/** The same list (by identity) until a secret changes, so a subscriber sends it only then. */
export function deviceSecrets(state: SecretHolders): KnownSecrets {
  return knownOf(providerKeySource(state.providerKeys));
}

const scrubberOf = rememberLast(createScrubber);

/** The scrubber for what the device knows now. */
export function deviceScrubber(state: SecretHolders): Scrubber {
  return scrubberOf(deviceSecrets(state));
}
