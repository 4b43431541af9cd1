// When the page checks that the runtime worker still answers, and what it does when it does not: Stop and
// opening a session always get a working runtime back, whatever the session did to the old one (a loop that
// never yields, a run that never ends). The deadline is wall time because that is what a person waits in;
// it only decides when a silent worker counts as gone, never what a trace holds.
import type { RuntimeStatus } from '../../../runtime/worker/runtime-protocol';
import type { Deadline, SupervisedRuntime } from './runtime-supervisor';

/** How long the worker may leave a ping, or a run leave a Stop, unanswered. */
export const ANSWER_DEADLINE_MS = 4_000;

export type Watched<T> = { readonly ok: true; readonly value: T } | { readonly ok: false };

/**
 * Waits for a request while checking, every deadline, that the worker still answers pings (a load may take a
 * while; a worker caught in a loop answers nothing). A silent worker is replaced and `{ ok: false }` returned.
 */
export async function whileAnswering<T>(
  runtime: SupervisedRuntime,
  work: Promise<T>,
  reason: string,
): Promise<Watched<T>> {
  const settled = work.then((value) => ({ ok: true as const, value }));
  for (;;) {
    const outcome = await within(runtime.deadline, settled, ANSWER_DEADLINE_MS);
    if (outcome !== TIMED_OUT) return outcome;
    if (!(await runtime.answers(ANSWER_DEADLINE_MS))) {
      settled.catch(() => undefined); // rejected by the replacement below; nobody waits for it any more
      runtime.replace(reason);
      return { ok: false };
    }
  }
}

/**
 * Stop, for sure: the worker must answer the Stop, and the run must end within the deadline; otherwise the
 * worker is replaced. Resolves `replaced` in that case.
 */
export async function stopForSure(
  runtime: SupervisedRuntime,
  reason: string,
): Promise<'stopped' | 'replaced'> {
  let ended!: () => void;
  const runEnded = new Promise<void>((resolve) => (ended = resolve));
  const stillRunning = (status: RuntimeStatus) => status.phase === 'running';
  const off = runtime.on('status', ({ status }) => {
    if (!stillRunning(status)) ended();
  });
  try {
    const reply = await within(
      runtime.deadline,
      runtime.call('control', { command: 'stop' }).catch(() => null),
      ANSWER_DEADLINE_MS,
    );
    if (reply !== TIMED_OUT && reply !== null && !stillRunning(reply)) return 'stopped';
    if (reply !== TIMED_OUT && (await within(runtime.deadline, runEnded, ANSWER_DEADLINE_MS)) !== TIMED_OUT)
      return 'stopped';
    runtime.replace(reason);
    return 'replaced';
  } finally {
    off();
  }
}

const TIMED_OUT = Symbol('timed out');

function within<T>(deadline: Deadline, promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let cancel: () => void = () => undefined;
  const expired = new Promise<typeof TIMED_OUT>(
    (resolve) => (cancel = deadline(ms, () => resolve(TIMED_OUT))),
  );
  return Promise.race([promise, expired]).finally(() => cancel());
}
