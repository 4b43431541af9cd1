// The endpoints this device has sent a key to (Apply with a key for it), kept with the preferences in this
// browser's storage: never a key, only where one went. The provider form warns, before asking for a key,
// when the endpoint it names is not among them, so a link naming a look-alike of a known server
// (`api.openai.com.v1-proxy.example`) does not get a key out of habit (docs/security.md).
import { DEFAULT_DRAFT, type EndpointKeys } from './provider-memory';
import { endpointOf } from './port-types';

const STORAGE_KEY = 'toolscope.endpoints-used';

/** Enough for every endpoint a person uses; the oldest go first. */
export const MAX_USED_ENDPOINTS = 50;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage denied (an embed on another site): nothing is known, nothing kept
  }
}

export function loadUsedEndpoints(store = storage()): readonly string[] {
  try {
    const parsed = JSON.parse(store?.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((item): item is string => typeof item === 'string' && isEndpointName(item));
  } catch {
    return [];
  }
}

export function saveUsedEndpoints(used: readonly string[], store = storage()): void {
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify(used));
  } catch {
    // Storage full or blocked: the list still holds for this visit.
  }
}

/** The list with `endpoint` first (once), cut to the newest MAX_USED_ENDPOINTS. */
export function withUsedEndpoint(used: readonly string[], endpoint: string): readonly string[] {
  return [endpoint, ...used.filter((known) => known !== endpoint)].slice(0, MAX_USED_ENDPOINTS);
}

/**
 * Whether a key has gone to this endpoint from this device: one in the list, one with a key remembered here
 * (from before the list was kept), or the form's own default (the app names it, not a link).
 */
export function isUsedEndpoint(used: readonly string[], keys: EndpointKeys, endpoint: string): boolean {
  const byDefault = endpointOf(DEFAULT_DRAFT.baseURL);
  return (
    used.includes(endpoint) ||
    (Object.hasOwn(keys, endpoint) && keys[endpoint]?.remember === true) ||
    (byDefault.ok && byDefault.endpoint === endpoint)
  );
}

function isEndpointName(text: string): boolean {
  const named = endpointOf(text);
  return named.ok && named.endpoint === text;
}
