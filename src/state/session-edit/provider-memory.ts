// What the provider form remembers on this device. The endpoint form (base URL, model, streaming, timeouts)
// always; API keys only where the person ticked "remember on this device" — otherwise a key lives in memory
// and dies with the tab. A key belongs to the endpoint (origin + path) it was entered for: keys are held per
// endpoint, the form shows the one for the endpoint it names, and nothing moves a key to another endpoint.
// The key is never put in a spec, so it cannot reach a session file, an export, a link or the trace.
import { endpointOf, ENDPOINT_APIS, type EndpointApi } from './port-types';

const STORAGE_KEY = 'toolscope.provider';

/** The endpoint form as typed (never a key). Timeouts are the typed text; empty means the default. */
export interface ProviderDraft {
  readonly baseURL: string;
  readonly model: string;
  readonly stream: boolean;
  /** The wire protocol the endpoint is spoken to in. */
  readonly api: OfferedApi;
  readonly timeoutMs: string;
  readonly idleTimeoutMs: string;
}

/** The wire protocols the form offers: every one a session may name, each spoken by its provider record. */
export const OFFERED_APIS: readonly EndpointApi[] = ENDPOINT_APIS;
export type OfferedApi = EndpointApi;

export function isOfferedApi(api: unknown): api is OfferedApi {
  return OFFERED_APIS.some((offered) => offered === api);
}

export interface EndpointKey {
  readonly apiKey: string;
  /** Kept in this browser's storage (otherwise only in this tab's memory). */
  readonly remember: boolean;
}

/** Keys by endpoint, as `endpointOf` names it. */
export type EndpointKeys = Readonly<Record<string, EndpointKey>>;

export interface RememberedProvider {
  readonly draft: ProviderDraft;
  readonly keys: EndpointKeys;
}

export const DEFAULT_DRAFT: ProviderDraft = {
  baseURL: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  stream: true,
  api: 'chat-completions',
  timeoutMs: '',
  idleTimeoutMs: '',
};

export const DEFAULT_PROVIDER: RememberedProvider = { draft: DEFAULT_DRAFT, keys: {} };

function storage(): Storage | undefined {
  // Reading `localStorage` itself throws where the browser denies storage (an embed in a page of another
  // site with third-party storage blocked): the player must still open, remembering nothing.
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The key the form shows for a base URL: the one entered for its endpoint, or none. */
export function keyOfBaseURL(keys: EndpointKeys, baseURL: string): EndpointKey | undefined {
  const named = endpointOf(baseURL);
  return named.ok && Object.hasOwn(keys, named.endpoint) ? keys[named.endpoint] : undefined;
}

/** Sets (or, with an empty key and nothing to remember, drops) the key of one endpoint. */
export function withEndpointKey(
  keys: EndpointKeys,
  endpoint: string,
  patch: Partial<EndpointKey>,
): EndpointKeys {
  const before = Object.hasOwn(keys, endpoint) ? keys[endpoint] : undefined;
  const next = { apiKey: before?.apiKey ?? '', remember: before?.remember ?? false, ...patch };
  const { [endpoint]: _old, ...others } = keys;
  return next.apiKey === '' && !next.remember ? others : { ...others, [endpoint]: next };
}

export function loadRememberedProvider(store = storage()): RememberedProvider {
  try {
    const raw = store?.getItem(STORAGE_KEY);
    if (!raw) return DEFAULT_PROVIDER;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
    const draft: ProviderDraft = {
      baseURL: text(parsed.baseURL, DEFAULT_DRAFT.baseURL),
      model: text(parsed.model, DEFAULT_DRAFT.model),
      stream: typeof parsed.stream === 'boolean' ? parsed.stream : DEFAULT_DRAFT.stream,
      api: isOfferedApi(parsed.api) ? parsed.api : DEFAULT_DRAFT.api,
      timeoutMs: text(parsed.timeoutMs, ''),
      idleTimeoutMs: text(parsed.idleTimeoutMs, ''),
    };
    let keys: EndpointKeys = {};
    const stored = parsed.keys;
    if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
      for (const [endpoint, apiKey] of Object.entries(stored)) {
        const named = endpointOf(endpoint);
        // Only keys stored under a well-formed endpoint name count: nothing re-homes a key.
        if (typeof apiKey === 'string' && apiKey !== '' && named.ok && named.endpoint === endpoint)
          keys = withEndpointKey(keys, endpoint, { apiKey, remember: true });
      }
    }
    // The format before keys were bound to endpoints: one key, for the base URL stored beside it.
    if (parsed.rememberKey === true && typeof parsed.apiKey === 'string' && parsed.apiKey !== '') {
      const named = endpointOf(draft.baseURL);
      if (named.ok) keys = withEndpointKey(keys, named.endpoint, { apiKey: parsed.apiKey, remember: true });
    }
    return { draft, keys };
  } catch {
    return DEFAULT_PROVIDER; // a damaged entry is forgotten, not fatal
  }
}

export function saveRememberedProvider(value: RememberedProvider, store = storage()): void {
  const keys = Object.fromEntries(
    Object.entries(value.keys).flatMap(([endpoint, key]) =>
      key.remember && key.apiKey !== '' ? [[endpoint, key.apiKey]] : [],
    ),
  );
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify({ ...value.draft, keys }));
  } catch {
    // Storage full or blocked: the settings still hold for this visit.
  }
}
