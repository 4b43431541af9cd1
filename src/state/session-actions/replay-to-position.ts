// Bringing a freshly opened session back to where it was left. The runtime is deterministic, so the same
// document stepped to the same number of released events shows the same trace (same trace hash) and the same
// workspace. Autosave is held meanwhile, so a half-replayed state is never saved over the real position.
import type { SessionPosition } from '../../session/export/session-library';
import { holdBreakpoints, syncBreakpoints } from './breakpoint-actions';
import type { SessionActionDeps } from './deps';
import type { AppStore } from '../store';

/** Steps that release nothing new before giving up (the run waits for a person, or has ended). */
const STALL_LIMIT = 3;

export async function replayToPosition(deps: SessionActionDeps, position: SessionPosition): Promise<void> {
  const store = deps.store.getState();
  const port = deps.runtime();
  if (!port || position.released === 0) return;
  store.setLibraryRestoring(true);
  // The person's breakpoints must not stop the replay short of where they left it.
  await holdBreakpoints(deps);
  try {
    // Stepping gives up after a few steps that release nothing: the first step's tokenizer download must
    // not look like one (a failed download shows as the run's own failure when it steps).
    await deps.preloadTokenizer().catch(() => undefined);
    if (position.finished) await runToEnd(deps.store, port.control.bind(port), position.released);
    else await stepTo(deps.store, port.control.bind(port), position.released);
  } finally {
    deps.store.getState().setLibraryRestoring(false);
    await syncBreakpoints(deps);
  }
}

type Control = (command: 'run' | 'step') => Promise<void>;

const shown = (store: AppStore) => store.getState().events.length;
const waitingForPerson = (store: AppStore) => store.getState().runtimeStatus?.waiting != null;

async function runToEnd(store: AppStore, control: Control, released: number): Promise<void> {
  await control('run');
  await until(store, () => {
    const finished = store.getState().runtimeStatus?.phase === 'finished';
    return (finished && shown(store) >= released) || waitingForPerson(store);
  });
}

async function stepTo(store: AppStore, control: Control, released: number): Promise<void> {
  let stalled = 0;
  while (shown(store) < released && stalled < STALL_LIMIT) {
    const before = shown(store);
    await control('step');
    // The released events arrive as messages just before the control reply; give them a turn to land.
    await until(store, () => shown(store) > before || waitingForPerson(store), 50);
    stalled = shown(store) > before ? 0 : stalled + 1;
  }
}

/** Resolves when the condition holds (checked on every store change), or after `timeoutMs` if given. */
function until(store: AppStore, condition: () => boolean, timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
      resolve();
    };
    const unsubscribe = store.subscribe(() => {
      if (condition()) done();
    });
    if (condition()) done();
    else if (timeoutMs !== undefined) timer = setTimeout(done, timeoutMs);
  });
}
