import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TraceEvent } from '../../engine';
import type { RuntimeStatus } from '../runtime-slice';
import { createAppStore } from '../store';
import { playNextStep, skipStepPlayback } from './step-playback';
import { fakeDeps } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

const point = (seq: number, type = 'tool-start') =>
  ({ type, seq, step: 1, timeMs: 0 }) as unknown as TraceEvent;
const delta = (seq: number) =>
  ({
    type: 'model-delta',
    seq,
    step: 1,
    timeMs: 0,
    delta: { kind: 'text', text: 'x' },
  }) as unknown as TraceEvent;

const status = (released: number, paused: boolean): RuntimeStatus => ({
  phase: 'running',
  paused,
  pauseReason: null,
  released,
  computed: released,
  waiting: null,
  lastRun: null,
  failure: null,
  asking: null,
});

/** A live session at its start whose finish-step releases `step` (a model's deltas among them) and pauses. */
function session(step: (from: number) => TraceEvent[], already: TraceEvent[] = []) {
  const store = createAppStore('en');
  const runtime = fakeRuntime(store);
  store.getState().loadTrace(already, { kind: 'runtime', title: 'A lesson' });
  store.getState().setRuntimeStatus(status(already.length, true));
  runtime.control = (command) => {
    runtime.controls.push(command);
    const released = step(store.getState().events.length);
    store.getState().setRuntimeStatus(status(store.getState().events.length, false));
    store.getState().appendEvents(released);
    store.getState().setRuntimeStatus(status(store.getState().events.length, true));
    return Promise.resolve();
  };
  return { store, runtime, deps: fakeDeps({ store, runtime }) };
}

const sixPoints = (from: number) => Array.from({ length: 6 }, (_, i) => point(from + i));

describe('the guide’s step playback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('walks the cursor one event per pace from the first released event, then follows the live end', async () => {
    const { store, runtime, deps } = session(sixPoints);
    const seen: (number | null)[] = [];
    store.subscribe((s, before) => s.cursorSeq !== before.cursorSeq && seen.push(s.cursorSeq));
    const done = playNextStep(deps, 300);
    expect(runtime.controls).toEqual(['finish-step']);
    await vi.advanceTimersByTimeAsync(0);
    // The step's end is not what is shown first: its first event is.
    expect(store.getState().cursorSeq).toBe(0);
    expect(store.getState().guidePlaying).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(store.getState().cursorSeq).toBe(1);
    await vi.advanceTimersByTimeAsync(900);
    expect(store.getState().cursorSeq).toBe(4);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, null]);
    expect(store.getState().guidePlaying).toBe(false);
  });

  it('starts from the event on screen, and a streamed delta takes a tenth of an event’s time', async () => {
    const { store, deps } = session(
      (from) => [point(from), ...Array.from({ length: 10 }, (_, i) => delta(from + 1 + i)), point(from + 11)],
      [point(0), point(1)],
    );
    const done = playNextStep(deps, 300);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().cursorSeq).toBe(1);
    await vi.advanceTimersByTimeAsync(300); // the step's first event
    expect(store.getState().cursorSeq).toBe(2);
    await vi.advanceTimersByTimeAsync(300); // ten deltas in one event's time
    expect(store.getState().cursorSeq).toBe(12);
    await vi.advanceTimersByTimeAsync(300);
    expect(store.getState().cursorSeq).toBe(13);
    await vi.advanceTimersByTimeAsync(300);
    await done;
    expect(store.getState().cursorSeq).toBeNull();
  });

  it('Skip ends the walk at the live end; a second press during a walk runs nothing more', async () => {
    const { store, runtime, deps } = session(sixPoints);
    const done = playNextStep(deps, 300);
    await vi.advanceTimersByTimeAsync(300);
    await playNextStep(deps, 300);
    expect(runtime.controls).toEqual(['finish-step']);
    skipStepPlayback(deps);
    expect(store.getState().cursorSeq).toBeNull();
    await vi.advanceTimersByTimeAsync(30);
    await done;
    expect(store.getState().guidePlaying).toBe(false);
  });

  it('the person moving the cursor ends the walk where they put it', async () => {
    const { store, deps } = session(sixPoints);
    const done = playNextStep(deps, 300);
    await vi.advanceTimersByTimeAsync(600);
    store.getState().selectEvent(0);
    await vi.advanceTimersByTimeAsync(300);
    await done;
    expect(store.getState().cursorSeq).toBe(0);
    expect(store.getState().guidePlaying).toBe(false);
  });

  it('at no pace (instant, or reduced motion) the step settles at once at the live end', async () => {
    const { store, runtime, deps } = session(sixPoints);
    store.getState().selectEvent(null);
    await playNextStep(deps, 0);
    expect(runtime.controls).toEqual(['finish-step']);
    expect(store.getState().guidePlaying).toBe(false);
    expect(store.getState().cursorSeq).toBeNull();
    expect(store.getState().events).toHaveLength(6);
  });

  it('waits at the end while the runtime still releases (a live model), and goes on with what arrives', async () => {
    const { store, runtime, deps } = session(() => []);
    runtime.control = (command) => {
      runtime.controls.push(command);
      store.getState().setRuntimeStatus(status(0, false));
      store.getState().appendEvents([point(0), point(1)]);
      store.getState().setRuntimeStatus(status(2, false));
      return Promise.resolve();
    };
    const done = playNextStep(deps, 300);
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.getState().guidePlaying).toBe(true);
    expect(store.getState().cursorSeq).toBe(1);
    store.getState().appendEvents([point(2)]);
    store.getState().setRuntimeStatus(status(3, true));
    await vi.advanceTimersByTimeAsync(300);
    expect(store.getState().cursorSeq).toBe(2);
    await vi.advanceTimersByTimeAsync(300);
    await done;
    expect(store.getState().cursorSeq).toBeNull();
  });
});
