// What the provider form remembers on this device. The endpoint and model always; the API key only when the
// person ticked "remember on this device" — otherwise it lives in memory and dies with the tab. The key is
// never put in a spec, so it cannot reach a session file, an export, a link or the trace.
const STORAGE_KEY = 'toolscope.provider';

export interface RememberedProvider {
  readonly baseURL: string;
  readonly model: string;
  readonly apiKey: string;
  readonly rememberKey: boolean;
}

export const DEFAULT_PROVIDER: RememberedProvider = {
  baseURL: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  apiKey: '',
  rememberKey: false,
};

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export function loadRememberedProvider(store = storage()): RememberedProvider {
  try {
    const raw = store?.getItem(STORAGE_KEY);
    if (!raw) return DEFAULT_PROVIDER;
    const parsed = JSON.parse(raw) as Partial<Record<keyof RememberedProvider, unknown>>;
    const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
    const rememberKey = parsed.rememberKey === true;
    return {
      baseURL: text(parsed.baseURL, DEFAULT_PROVIDER.baseURL),
      model: text(parsed.model, DEFAULT_PROVIDER.model),
      apiKey: rememberKey ? text(parsed.apiKey, '') : '',
      rememberKey,
    };
  } catch {
    return DEFAULT_PROVIDER; // a damaged entry is forgotten, not fatal
  }
}

export function saveRememberedProvider(value: RememberedProvider, store = storage()): void {
  const { apiKey, ...rest } = value;
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify(value.rememberKey ? { ...rest, apiKey } : rest));
  } catch {
    // Storage full or blocked: the settings still hold for this visit.
  }
}
