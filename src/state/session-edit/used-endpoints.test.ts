import { describe, expect, it } from 'vitest';
import { createAppStore } from '../store';
import type { ReloadPlan } from './reload-plan';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import type { RunSpec } from '../../runtime/spec/run-spec';
import {
  isUsedEndpoint,
  loadUsedEndpoints,
  MAX_USED_ENDPOINTS,
  saveUsedEndpoints,
  withUsedEndpoint,
} from './used-endpoints';

const LOOK_ALIKE = 'https://api.openai.com.v1-proxy.example/v1';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
  } as Storage;
}

describe('endpoints used on this device', () => {
  it('a look-alike never used is not known; the default, a remembered key and a used one are', () => {
    expect(isUsedEndpoint([], {}, LOOK_ALIKE)).toBe(false);
    expect(isUsedEndpoint([], {}, 'https://api.openai.com/v1')).toBe(true);
    expect(isUsedEndpoint([], { [LOOK_ALIKE]: { apiKey: 'sk-x', remember: false } }, LOOK_ALIKE)).toBe(false);
    expect(isUsedEndpoint([], { [LOOK_ALIKE]: { apiKey: 'sk-x', remember: true } }, LOOK_ALIKE)).toBe(true);
    expect(isUsedEndpoint([LOOK_ALIKE], {}, LOOK_ALIKE)).toBe(true);
  });

  it('are kept newest first, each once, at most a bounded number, and never hold a key', () => {
    let used: readonly string[] = [];
    for (let i = 0; i < MAX_USED_ENDPOINTS + 5; i += 1)
      used = withUsedEndpoint(used, `https://h${i}.example/v1`);
    used = withUsedEndpoint(used, 'https://h60.example/v1');
    expect(used).toHaveLength(MAX_USED_ENDPOINTS);
    expect(used[0]).toBe('https://h60.example/v1');
    const store = memory();
    saveUsedEndpoints([...used, 'not an endpoint', 'https://x.example/v1?key=sk-abc'], store);
    expect(loadUsedEndpoints(store)).toEqual(used);
  });

  it('Apply with a key marks the endpoint used; Apply without one does not', async () => {
    const store = createAppStore('en');
    const spec: RunSpec = {
      ...scriptedSpec([]),
      provider: { kind: 'endpoint', api: 'chat-completions', model: 'm', baseURL: LOOK_ALIKE, stream: true },
    };
    const plan: ReloadPlan = { ok: true, spec, mode: 'live', forkStep: null };
    store.getState().setProviderSettings({ baseURL: LOOK_ALIKE });
    await store.getState().reloadSession(plan);
    expect(store.getState().usedEndpoints).toEqual([]);
    store.getState().setEndpointKey({ apiKey: 'sk-look-alike-0123456789' });
    await store.getState().reloadSession(plan);
    expect(store.getState().usedEndpoints).toEqual([LOOK_ALIKE]);
    expect(JSON.stringify(store.getState().usedEndpoints)).not.toContain('sk-');
  });
});
