import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER, loadRememberedProvider, saveRememberedProvider } from './provider-memory';

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

describe('provider memory', () => {
  const settings = {
    baseURL: 'http://127.0.0.1:8000/v1',
    model: 'm',
    apiKey: 'sk-secret',
    rememberKey: false,
  };

  it('keeps the endpoint and model but never the key unless asked', () => {
    const store = memoryStorage();
    saveRememberedProvider(settings, store);
    expect(store.getItem('toolscope.provider')).not.toContain('sk-secret');
    expect(loadRememberedProvider(store)).toEqual({ ...settings, apiKey: '' });
  });

  it('remembers the key when "remember on this device" is ticked, and forgets it when unticked', () => {
    const store = memoryStorage();
    saveRememberedProvider({ ...settings, rememberKey: true }, store);
    expect(loadRememberedProvider(store).apiKey).toBe('sk-secret');
    saveRememberedProvider(settings, store);
    expect(loadRememberedProvider(store).apiKey).toBe('');
  });

  it('falls back to the defaults for a damaged entry', () => {
    const store = memoryStorage();
    store.setItem('toolscope.provider', '{not json');
    expect(loadRememberedProvider(store)).toEqual(DEFAULT_PROVIDER);
  });
});
