// The page's runtime wiring against the real runtime host over a MessageChannel (as the worker serves it).
import { afterEach, describe, expect, it } from 'vitest';
import { scriptedSpec } from '../../../runtime/testing/spec-builders';
import { createAppStore } from '../../../state/store';
import { connectRuntimeToStore, replacedStatus } from './runtime-port';
import { superviseRuntimeWorker } from './runtime-supervisor';
import { channelRuntimeWorker, type ChannelWorkerOptions } from './testing/channel-runtime-worker';

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

function connectedStore(options: ChannelWorkerOptions = {}) {
  const runtime = superviseRuntimeWorker(() => channelRuntimeWorker(options));
  closers.push(() => runtime.dispose());
  const store = createAppStore('en');
  connectRuntimeToStore(runtime, store);
  return { store, runtime };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

const spec = scriptedSpec(
  [
    { toolCalls: [{ name: 'Read', arguments: { path: 'a.txt' } }] },
    {
      toolCalls: [
        { name: 'Edit', arguments: { path: 'a.txt', edits: [{ old_string: 'one', new_string: 'two' }] } },
      ],
    },
    { content: 'Changed.' },
  ],
  {
    files: { 'a.txt': 'one\n' },
    settings: { engine: { permissions: { mode: 'ask', rules: { allow: [], ask: ['Edit'], deny: [] } } } },
  },
);

describe('runtime port', () => {
  it('opens a session paused, steps one event, then runs and streams the whole trace into the store', async () => {
    const { store } = connectedStore();
    expect(await store.getState().openSession(spec, 'Edit with a question')).toEqual({ ok: true });
    expect(store.getState().traceSource).toEqual({ kind: 'runtime', title: 'Edit with a question' });
    await store.getState().runtimePort!.control('step');
    await until(() => store.getState().events.length === 1);
    expect(store.getState().events[0]?.type).toBe('run-start');

    await store.getState().runtimePort!.control('run');
    await until(() => store.getState().runtimeStatus?.waiting?.kind === 'permission');
    const waiting = store.getState().runtimeStatus!.waiting!;
    if (waiting.kind !== 'permission') throw new Error('expected a permission question');
    expect(await store.getState().runtimePort!.answerPermission(waiting.request.requestId, 'deny')).toBe(
      true,
    );
    await until(() => store.getState().events.at(-1)?.type === 'run-end');
    const denied = store.getState().events.find((e) => e.type === 'tool-end' && e.toolName === 'Edit');
    expect(denied).toMatchObject({ status: 'error', errorCode: 'PERMISSION_DENIED' });
    expect(store.getState().events.map((e) => e.seq)).toEqual(store.getState().events.map((_, i) => i));
  });

  it('drops events the replaced session posted while the next one loads', async () => {
    const stale = { type: 'run-end', seq: 41, step: 3, timeMs: 0, reason: 'final-answer', steps: 3 } as const;
    const { store } = connectedStore({
      wrap: (host, server) => ({
        ...host,
        // The previous session's last events were posted just before the worker took up the new load.
        load: (params): ReturnType<typeof host.load> => {
          server().emit('trace', { loadId: null, events: [stale as never] });
          return host.load(params);
        },
      }),
    });
    expect(await store.getState().openSession(spec, 'Next')).toEqual({ ok: true });
    await store.getState().runtimePort!.control('step');
    await until(() => store.getState().events.length === 1);
    expect(store.getState().events.map((e) => [e.seq, e.type])).toEqual([[0, 'run-start']]);
  });

  it('drops a push of the session on screen that arrives as the next one is drawn', async () => {
    let server: () => { emit: (name: 'trace', push: unknown) => void } = () => {
      throw new Error('no worker yet');
    };
    const { store } = connectedStore({
      wrap: (host, serve) => ((server = serve as typeof server), host),
    });
    const first = scriptedSpec([{ content: 'A.' }], { files: { 'a.txt': 'a\n' } });
    const next = scriptedSpec([{ content: 'B.' }], { files: { 'b.txt': 'b\n' } });
    expect(await store.getState().openSession(first, 'First')).toEqual({ ok: true });
    // The first session, running, posted a push that waits in the page's queue while the next one opens.
    const stale = { type: 'run-end', seq: 7, step: 1, timeMs: 0, reason: 'final-answer', steps: 1 };
    const opened = store.getState().openSession(next, 'Next');
    server().emit('trace', { loadId: 1, events: [stale] });
    expect(await opened).toEqual({ ok: true });
    await store.getState().runtimePort!.control('step');
    await until(() => store.getState().events.length === 1);
    expect(store.getState().events.map((e) => [e.seq, e.type])).toEqual([[0, 'run-start']]);
  });

  it('drops a status the replaced session posted while the next one loads', async () => {
    const stale = { ...replacedStatus('the replaced session'), phase: 'running' } as const;
    const { store } = connectedStore({
      wrap: (host, server) => ({
        ...host,
        load: (params): ReturnType<typeof host.load> => {
          server().emit('status', { loadId: null, status: stale });
          return host.load(params);
        },
      }),
    });
    const shown: unknown[] = [];
    store.subscribe((state) => shown.push(state.runtimeStatus?.failure?.message));
    expect(await store.getState().openSession(spec, 'Next')).toEqual({ ok: true });
    await store.getState().runtimePort!.control('step');
    await until(() => store.getState().events.length === 1);
    expect(shown).not.toContain('the replaced session');
    expect(store.getState().runtimeStatus).toMatchObject({ phase: 'running', failure: null });
  });

  it('reports a port that is not connected as a value', async () => {
    const store = createAppStore('en');
    expect(await store.getState().openSession(spec, 'x')).toEqual({
      ok: false,
      reason: 'the runtime worker is not connected',
    });
  });
});
