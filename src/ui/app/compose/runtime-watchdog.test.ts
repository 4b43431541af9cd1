// Whatever a session does to the runtime, Stop and opening another session get a working runtime back:
// a worker thread stuck in a loop (it answers nothing) and a run that never ends after Stop (the worker
// answers, the run does not stop) are both replaced, the page is told, and the next session runs.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunSpec } from '../../../runtime/spec/run-spec';
import { scriptedSpec } from '../../../runtime/testing/spec-builders';
import { createAppStore, type AppStore } from '../../../state/store';
import { initI18n } from '../../i18n/i18n';
import { connectRuntimeToStore } from './runtime-port';
import {
  superviseRuntimeWorker,
  wallClockDeadline,
  type Deadline,
  type RuntimeWorkerLike,
} from './runtime-supervisor';
import { channelRuntimeWorker } from './testing/channel-runtime-worker';
import { readThatStalls } from './testing/stalling-read';
import { spinningRuntimeThread } from './testing/thread-runtime-worker';

initI18n('en');
const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/**
 * How long the watchdog gives a worker the test has seen get stuck: long enough for a worker that still
 * answers (the in-process one of the third test) to answer Stop, short against the 4 s a person waits.
 */
const STUCK_DEADLINE_MS = 100;

/**
 * The watchdog's deadlines on the wall clock, at their real lengths, except while the worker is stuck (from
 * `stuckIn` until it is replaced): then each ends after STUCK_DEADLINE_MS, so the test does not wait out the
 * seconds a person would. A fresh worker, starting or loading, gets the real deadlines again.
 */
function shortenedWhileStuck() {
  let stuck = false;
  const deadline: Deadline = (ms, expire) =>
    wallClockDeadline(stuck ? Math.min(ms, STUCK_DEADLINE_MS) : ms, expire);
  return { deadline, setStuck: (now: boolean) => void (stuck = now) };
}

function connected(spawn: () => RuntimeWorkerLike) {
  let spawned = 0;
  const deadlines = shortenedWhileStuck();
  const runtime = superviseRuntimeWorker(() => ((spawned += 1), spawn()), { deadline: deadlines.deadline });
  runtime.onReplaced(() => deadlines.setStuck(false));
  closers.push(() => runtime.dispose());
  const store = createAppStore('en');
  connectRuntimeToStore(runtime, store);
  /** Opens the session and runs it until a tool starts, where the worker gets stuck. */
  async function stuckIn(spec: RunSpec) {
    expect(await store.getState().openSession(spec, 'stuck')).toEqual({ ok: true });
    await store.getState().runtimePort!.control('run');
    await until(store, () => store.getState().events.some((e) => e.type === 'tool-start'));
    deadlines.setStuck(true);
  }
  return { store, spawned: () => spawned, stuckIn };
}

const readOf = (path: string) =>
  scriptedSpec([{ toolCalls: [{ name: 'Read', arguments: { path } }] }, { content: 'Read it.' }], {
    files: { 'a.txt': 'one\n', 'spin.txt': 'x\n', 'hang.txt': 'x\n' },
  });

/** Resolves when the store satisfies the check (it changes as the worker's messages arrive). */
function until(store: AppStore, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check()) return resolve();
    const off = store.subscribe(() => {
      if (check()) {
        off();
        resolve();
      }
    });
  });
}

async function runsToTheEnd(store: AppStore, spec: RunSpec) {
  expect(await store.getState().openSession(spec, 'next')).toEqual({ ok: true });
  await store.getState().runtimePort!.control('run');
  await until(store, () => store.getState().runtimeStatus?.phase === 'finished');
  expect(store.getState().runtimeStatus).toMatchObject({
    failure: null,
    lastRun: { endReason: 'final-answer' },
  });
  expect(store.getState().events.at(-1)?.type).toBe('run-end');
}

// A thread loads the runtime's TypeScript on start, which takes seconds on a busy machine.
const THREAD_TEST_TIMEOUT_MS = 90_000;

describe('the runtime watchdog', { timeout: THREAD_TEST_TIMEOUT_MS }, () => {
  it('Stop replaces a worker stuck in a loop; the trace stays, the status says why, the next session runs', async () => {
    const { store, spawned, stuckIn } = connected(spinningRuntimeThread);
    await stuckIn(readOf('spin.txt'));
    const shown = store.getState().events.length;
    await store.getState().runtimePort!.control('stop');
    expect(spawned()).toBe(2);
    expect(store.getState().runtimeStatus).toMatchObject({
      phase: 'idle',
      failure: { stage: 'unresponsive' },
    });
    // What the stuck worker had released stays on screen.
    expect(store.getState().events.length).toBeGreaterThanOrEqual(shown);
    expect(store.getState().events.some((e) => e.type === 'tool-start')).toBe(true);
    await runsToTheEnd(store, readOf('a.txt'));
  });

  it('opening another session replaces a worker stuck in a loop, without Stop', async () => {
    const { store, spawned, stuckIn } = connected(spinningRuntimeThread);
    await stuckIn(readOf('spin.txt'));
    await runsToTheEnd(store, readOf('a.txt'));
    expect(spawned()).toBe(2);
  });

  it('Stop replaces a worker whose run does not end though the worker still answers', async () => {
    // Ignores its abort signal: the run can never get past this call.
    const neverReturns = () =>
      channelRuntimeWorker({
        deps: { extraTools: readThatStalls('hang.txt', () => new Promise(() => undefined)) },
      });
    const { store, spawned, stuckIn } = connected(neverReturns);
    await stuckIn(readOf('hang.txt'));
    await store.getState().runtimePort!.control('stop');
    expect(spawned()).toBe(2);
    expect(store.getState().runtimeStatus?.failure?.stage).toBe('unresponsive');
    await runsToTheEnd(store, readOf('a.txt'));
  });

  it('Stop of a run that ends keeps the worker', async () => {
    const { store, spawned } = connected(() => channelRuntimeWorker());
    expect(await store.getState().openSession(readOf('a.txt'), 'a')).toEqual({ ok: true });
    await store.getState().runtimePort!.control('step');
    await until(store, () => store.getState().events.length > 0);
    await store.getState().runtimePort!.control('stop');
    await until(store, () => store.getState().runtimeStatus?.phase === 'finished');
    expect(store.getState().runtimeStatus).toMatchObject({
      failure: null,
      lastRun: { endReason: 'aborted' },
    });
    expect(spawned()).toBe(1);
  });
});
