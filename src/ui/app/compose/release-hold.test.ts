// A reopened session returning where it was reaches the store in one update, however long it is (issue 13:
// a 200-step session redrew the page at every batch of its 6,500 events and froze it). Against the real
// runtime host over a MessageChannel, which pushes every released event on its own (no batching in Node):
// the strictest case for the hold.
import { afterEach, describe, expect, it } from 'vitest';
import { countsAsPoint, type TraceEvent } from '../../../engine';
import { scriptedSpec } from '../../../runtime/testing/spec-builders';
import type { RuntimeStatus } from '../../../runtime/worker/runtime-protocol';
import { createAppStore } from '../../../state/store';
import { ReleaseHold, type HeldPushes } from './release-hold';
import { connectRuntimeToStore, replacedStatus } from './runtime-port';
import { superviseRuntimeWorker } from './runtime-supervisor';
import { channelRuntimeWorker } from './testing/channel-runtime-worker';

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

const STEPS = 30;
const spec = scriptedSpec(
  [
    ...Array.from({ length: STEPS }, (_, i) => ({
      toolCalls: [
        { name: 'Read', arguments: { path: `f${i % 5}.txt` } },
        { name: 'Write', arguments: { path: `notes/${i}.md`, content: `step ${i}\n` } },
      ],
    })),
    { content: 'Done.' },
  ],
  {
    files: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}.txt`, `file ${i}\n`])),
    tools: ['Read', 'Write'],
    settings: { maxSteps: STEPS + 2 },
  },
);

async function openedStore() {
  const runtime = superviseRuntimeWorker(() => channelRuntimeWorker());
  closers.push(() => runtime.dispose());
  const store = createAppStore('en');
  connectRuntimeToStore(runtime, store);
  expect(await store.getState().openSession(spec, 'Thirty steps')).toEqual({ ok: true });
  // Every change of the trace the store went through from here on.
  const traces: number[] = [];
  store.subscribe((state, previous) => {
    if (state.events !== previous.events) traces.push(state.events.length);
  });
  return { store, traces };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('a release to a point, through the page port', () => {
  it('reaches the store as one update, paused exactly at the point, with the status after it', async () => {
    const { store, traces } = await openedStore();
    const point = 400; // well inside the run: step 30 ends past 600 points
    await store.getState().runtimePort!.releaseTo(point);
    await until(() => store.getState().livePoint >= point);
    expect(traces).toHaveLength(1);
    const state = store.getState();
    expect(state.livePoint).toBe(point);
    expect(state.events.filter(countsAsPoint)).toHaveLength(point);
    expect(state.events.map((e) => e.seq)).toEqual(state.events.map((_, i) => i));
    await until(() => store.getState().runtimeStatus?.paused === true);
    expect(store.getState().runtimeStatus).toMatchObject({
      phase: 'running',
      pauseReason: { kind: 'point' },
    });
  });

  it('lets go when the run ends before the point, and the run after it streams as before', async () => {
    const { store, traces } = await openedStore();
    await store.getState().runtimePort!.releaseTo(1_000_000);
    await until(() => store.getState().runtimeStatus?.phase === 'finished');
    expect(traces).toHaveLength(1);
    expect(store.getState().events.at(-1)?.type).toBe('run-end');

    const before = traces.length;
    await store.getState().runtimePort!.send('One more.');
    await until(() => store.getState().events.filter((e) => e.type === 'run-end').length === 2);
    expect(traces.length).toBeGreaterThan(before + 1); // not held: shown as it is released
  });
});

describe('ReleaseHold', () => {
  const event = (seq: number, type: TraceEvent['type'] = 'step-start') => ({ seq, type }) as TraceEvent;
  const running: RuntimeStatus = { ...replacedStatus(''), phase: 'running', failure: null };
  const paused: RuntimeStatus = { ...running, paused: true };

  function holdOf(shownPoint = 0) {
    const applied: HeldPushes[] = [];
    return {
      hold: new ReleaseHold(
        (pushes) => applied.push(pushes),
        () => shownPoint,
      ),
      applied,
    };
  }

  it('holds only the load it releases, and lets go at the point counting what the store shows', () => {
    const { hold, applied } = holdOf(2);
    hold.begin(7, 4);
    expect(hold.trace(6, [event(0)])).toBe(false); // another load's: not held
    expect(hold.trace(7, [event(2), event(3, 'model-delta')])).toBe(true);
    expect(applied).toHaveLength(0);
    expect(hold.trace(7, [event(4)])).toBe(true);
    expect(applied.map((p) => p.events.map((e) => e.seq))).toEqual([[2, 3, 4]]);
    expect(hold.active).toBe(false);
    expect(hold.trace(7, [event(5)])).toBe(false);
  });

  it('judges a stopped status only from the answer on (an earlier one may predate the command)', () => {
    const { hold, applied } = holdOf();
    hold.begin(1, 10);
    hold.status(1, paused);
    expect(applied).toHaveLength(0);
    hold.status(1, running);
    hold.answered(); // the command's own status says it goes on
    expect(applied).toHaveLength(0);
    hold.recorded({ revision: 3, pending: 0 });
    hold.status(1, { ...running, waiting: { kind: 'human-turn', request: {} as never, problems: [] } });
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ events: [], recorded: { revision: 3 } });
    expect(applied[0]?.status?.waiting?.kind).toBe('human-turn');
  });

  it('lets go at the answer when the command stopped at once', () => {
    const { hold, applied } = holdOf();
    hold.begin(1, 10);
    hold.trace(1, [event(0)]);
    hold.status(1, { ...paused, phase: 'finished' });
    hold.answered();
    expect(applied).toHaveLength(1);
    expect(applied[0]?.status?.phase).toBe('finished');
  });
});
