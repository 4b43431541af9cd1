import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { createAppStore } from '../store';
import { drive, queueInput, sendMessage, stepRuntime, toggleRun } from './runtime-commands';
import { fakeDeps } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

const events = [0, 1, 2].map(
  (seq) => ({ type: 'step-start', seq, step: 1, timeMs: 0 }) as unknown as TraceEvent,
);

function live() {
  const store = createAppStore('en');
  const runtime = fakeRuntime(store);
  const deps = fakeDeps({ store, runtime });
  store.getState().loadTrace(events, { kind: 'runtime', title: 'A session' });
  store.getState().selectEvent(1); // time travel to an earlier event
  return { store, runtime, deps };
}

describe('runtime commands', () => {
  it('a control pressed by the person, or a message, brings the cursor back to the live end', async () => {
    const { store, runtime, deps } = live();
    await drive(deps, 'step');
    expect(store.getState().cursorSeq).toBeNull();
    store.getState().selectEvent(1);
    await sendMessage(deps, 'hello');
    expect(store.getState().cursorSeq).toBeNull();
    expect(runtime.controls).toEqual(['step']);
  });

  it('r runs or pauses a live session, and replays a loaded trace', () => {
    const { store, runtime, deps } = live();
    toggleRun(deps);
    expect(runtime.controls).toEqual(['run']);
    store.getState().loadTrace(events, { kind: 'file', name: 'a.jsonl' });
    toggleRun(deps);
    expect(store.getState().playing).toBe(true);
    expect(runtime.controls).toEqual(['run']);
  });

  it('s steps a live session only: a loaded trace has no runtime to step', () => {
    const { store, runtime, deps } = live();
    stepRuntime(deps, 'step-over');
    store.getState().loadTrace(events, { kind: 'file', name: 'a.jsonl' });
    stepRuntime(deps, 'step');
    expect(runtime.controls).toEqual(['step-over']);
  });

  it('an input says whether it was queued and whether its session is still the one shown', async () => {
    const { store, runtime, deps } = live();
    expect(await queueInput(deps, { type: 'clock-advance', ms: 5 })).toEqual({
      queued: true,
      stillShown: true,
    });
    runtime.input = () => {
      store.getState().loadTrace([], { kind: 'runtime', title: 'Another' }); // opened meanwhile
      return Promise.resolve(true);
    };
    expect(await queueInput(deps, { type: 'clock-advance', ms: 5 })).toEqual({
      queued: true,
      stillShown: false,
    });
    expect(await queueInput(fakeDeps(), { type: 'clock-advance', ms: 5 })).toEqual({
      queued: undefined,
      stillShown: true,
    });
  });

  it('a run given while a session is still being opened is held and given once the open is done', async () => {
    const { store, runtime, deps } = live();
    store.getState().setLibraryRestoring(true); // loaded, not yet kept, replayed or shown with its guide
    const given = drive(deps, 'run');
    toggleRun(deps); // the key, too
    await Promise.resolve();
    expect(runtime.controls).toEqual([]); // not sent into the open, where a replay would lose its point
    void drive(deps, 'pause'); // pause and stop are never held
    expect(runtime.controls).toEqual(['pause']);
    store.getState().setLibraryRestoring(false);
    await given;
    expect(runtime.controls).toEqual(['pause', 'run', 'run']); // carried out, never dropped
  });
});
