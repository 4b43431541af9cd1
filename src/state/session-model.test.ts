import { describe, expect, it } from 'vitest';
import { createRuntimeHost } from '../runtime/host/runtime-host';
import { scriptedSpec } from '../runtime/testing/spec-builders';
import { createAppStore } from './store';
import type { RunSpec, RuntimePort } from './runtime-slice';

/** A port over the real runtime host (in-process), as the worker would serve it. */
function hostPort(): RuntimePort {
  const host = createRuntimeHost({}, { trace: () => undefined, status: () => undefined });
  const unused = () => Promise.reject(new Error('not used by this test'));
  return {
    load: async (spec, options) => {
      const loaded = await host.load({ spec, mode: options?.mode ?? 'replay', start: 'paused' });
      return loaded.ok ? { ok: true } : { ok: false, reason: loaded.reason };
    },
    control: unused,
    releaseTo: unused,
    answerPermission: unused,
    send: unused,
    input: unused,
    workspace: unused,
    workspaceAt: unused,
    workspaceFile: unused,
    submitHumanTurn: unused,
    exportSpec: unused,
    recordedState: unused,
    setBreakpoints: () => Promise.resolve(0),
    queueInputs: unused,
    persistWorkspace: unused,
    forgetWorkspace: unused,
    storedWorkspaces: unused,
    sweepWorkspaces: unused,
  };
}

describe('the model of the open session, for the status bar', () => {
  it('names the provider of the session that opened, and whether a recording answers', async () => {
    const store = createAppStore('en');
    store.getState().setRuntimePort(hostPort());
    expect(store.getState().sessionModel).toBeNull();
    const spec = scriptedSpec([{ content: 'Hi.' }]);
    expect(await store.getState().openSession(spec, 'scripted')).toEqual({ ok: true });
    expect(store.getState().sessionModel).toEqual({
      kind: 'scripted',
      model: 'scripted',
      replaying: false,
      endpoint: null,
      keyed: false,
      api: null,
    });
  });

  it('names the endpoint of a live session, and whether a key for it went with the load', async () => {
    const store = createAppStore('en');
    store.getState().setRuntimePort(hostPort());
    const spec: RunSpec = {
      ...scriptedSpec([]),
      provider: {
        kind: 'endpoint',
        api: 'chat-completions',
        model: 'm',
        baseURL: 'http://127.0.0.1:9/v1/',
        stream: true,
      },
    };
    await store.getState().openSession(spec, 'live', { mode: 'live' });
    expect(store.getState().sessionModel).toMatchObject({
      endpoint: 'http://127.0.0.1:9/v1',
      keyed: false,
      api: 'chat-completions',
    });
    const elsewhere = { endpoint: 'http://127.0.0.1:10/v1', apiKey: 'sk' };
    await store.getState().openSession(spec, 'live', { mode: 'live', credential: elsewhere });
    expect(store.getState().sessionModel).toMatchObject({ keyed: false });
    const own = { endpoint: 'http://127.0.0.1:9/v1', apiKey: 'sk' };
    await store.getState().openSession(spec, 'live', { mode: 'live', credential: own });
    expect(store.getState().sessionModel).toMatchObject({ keyed: true });
  });

  it('leaves the screen to a session opened while an earlier one was still loading', async () => {
    const store = createAppStore('en');
    let finishFirst: (outcome: { ok: false; reason: string }) => void = () => undefined;
    let firstLoading: () => void = () => undefined;
    const firstReachedRuntime = new Promise<void>((resolve) => (firstLoading = resolve));
    const port = hostPort();
    store.getState().setRuntimePort({
      ...port,
      load: (spec, options) => {
        if (spec.userMessages[0] !== 'first') return port.load(spec, options);
        firstLoading();
        return new Promise((resolve) => (finishFirst = resolve));
      },
    });
    const first = store.getState().openSession(scriptedSpec([], { messages: ['first'] }), 'first');
    await firstReachedRuntime;
    expect(await store.getState().openSession(scriptedSpec([{ content: 'Hi.' }]), 'second')).toEqual({
      ok: true,
    });
    finishFirst({ ok: false, reason: 'Another session was opened while this one loaded.' });
    expect(await first).toMatchObject({ ok: false, superseded: true });
    expect(store.getState().traceError).toBeNull();
    expect(store.getState().traceSource).toEqual({ kind: 'runtime', title: 'second' });
  });

  it('keeps the previous answer when a session fails to open', async () => {
    const store = createAppStore('en');
    store.getState().setRuntimePort({
      ...hostPort(),
      load: () => Promise.resolve({ ok: false, reason: 'broken' }),
    });
    expect(await store.getState().openSession(scriptedSpec([]), 'x')).toEqual({
      ok: false,
      reason: 'broken',
    });
    expect(store.getState().sessionModel).toBeNull();
  });
});
