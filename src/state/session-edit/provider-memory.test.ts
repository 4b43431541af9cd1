import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DRAFT,
  DEFAULT_PROVIDER,
  keyOfBaseURL,
  loadRememberedProvider,
  saveRememberedProvider,
  withEndpointKey,
} from './provider-memory';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const local = 'http://127.0.0.1:8000/v1';
const draft = { ...DEFAULT_DRAFT, baseURL: local, model: 'm' };

describe('provider memory', () => {
  it('keeps the endpoint form but never a key unless asked', () => {
    const store = memoryStorage();
    const keys = withEndpointKey({}, 'http://127.0.0.1:8000/v1', { apiKey: 'sk-secret' });
    saveRememberedProvider({ draft, keys }, store);
    expect(store.getItem('toolscope.provider')).not.toContain('sk-secret');
    expect(loadRememberedProvider(store)).toEqual({ draft, keys: {} });
  });

  it('remembers a key for its own endpoint when ticked, and forgets it when unticked', () => {
    const store = memoryStorage();
    let keys = withEndpointKey({}, 'http://127.0.0.1:8000/v1', { apiKey: 'sk-secret', remember: true });
    saveRememberedProvider({ draft, keys }, store);
    const loaded = loadRememberedProvider(store);
    expect(keyOfBaseURL(loaded.keys, local)?.apiKey).toBe('sk-secret');
    // The same endpoint spelt differently finds it; another path or origin does not.
    expect(keyOfBaseURL(loaded.keys, 'HTTP://127.0.0.1:8000/v1/')?.apiKey).toBe('sk-secret');
    expect(keyOfBaseURL(loaded.keys, 'http://127.0.0.1:8000/v2')).toBeUndefined();
    expect(keyOfBaseURL(loaded.keys, 'http://127.0.0.1:8001/v1')).toBeUndefined();
    keys = withEndpointKey(keys, 'http://127.0.0.1:8000/v1', { remember: false });
    saveRememberedProvider({ draft, keys }, store);
    expect(loadRememberedProvider(store).keys).toEqual({});
  });

  it('moves a key kept in the old single-key format to the endpoint stored beside it, and nowhere else', () => {
    const store = memoryStorage();
    store.setItem(
      'toolscope.provider',
      JSON.stringify({ baseURL: local, model: 'm', apiKey: 'sk-old', rememberKey: true }),
    );
    const loaded = loadRememberedProvider(store);
    expect(loaded.keys).toEqual({ 'http://127.0.0.1:8000/v1': { apiKey: 'sk-old', remember: true } });
    expect(loaded.draft.baseURL).toBe(local);
  });

  it('ignores stored keys filed under something that is not an endpoint name', () => {
    const store = memoryStorage();
    store.setItem(
      'toolscope.provider',
      JSON.stringify({ ...draft, keys: { 'http://127.0.0.1:8000/v1/': 'sk-a', 'not a url': 'sk-b' } }),
    );
    expect(loadRememberedProvider(store).keys).toEqual({});
  });

  it('falls back to the defaults for a damaged entry', () => {
    const store = memoryStorage();
    store.setItem('toolscope.provider', '{not json');
    expect(loadRememberedProvider(store)).toEqual(DEFAULT_PROVIDER);
  });
});

describe('provider memory where the browser denies storage', () => {
  it('opens with the defaults and saves nothing, instead of throwing (an embed on another site)', () => {
    const denied = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    Object.defineProperty(globalThis, 'localStorage', { get: denied, configurable: true });
    try {
      expect(loadRememberedProvider()).toEqual(DEFAULT_PROVIDER);
      expect(() => saveRememberedProvider(DEFAULT_PROVIDER)).not.toThrow();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
