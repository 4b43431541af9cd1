// The guide's "Run the next step" plays the step it runs. The runtime completes the step at once (its
// finish-step), and the cursor then walks from where the person was through the events the step released,
// one event per `eventMs`, so each call is seen crossing the stages: motion comes from the trace, as
// everywhere (use-settle-on-jump.ts); only the cursor moves on a clock. A streamed delta takes a tenth of an
// event's time: an answer types, it does not crawl. The walk ends at the live end once the runtime has
// stopped releasing (paused, finished, or waiting for a person), and the cursor follows the live end again.
// Skip, or the person moving the cursor themselves, ends it early. `eventMs` 0 (the "instant" pace, or
// prefers-reduced-motion) settles the step at once, as the button did before.
import type { TraceEvent } from '../../engine';
import type { RuntimeStatus } from '../runtime-slice';
import type { SessionActionDeps } from './deps';
import { control, drive } from './runtime-commands';

/** What one event costs, in ticks; a streamed delta costs one. */
const TICKS_PER_EVENT = 10;

const costOf = (event: TraceEvent) => (event.type === 'model-delta' ? 1 : TICKS_PER_EVENT);

/** The runtime has nothing more to release for this step. */
function stoppedReleasing(status: RuntimeStatus | null, released: number, failureBefore: unknown): boolean {
  if (status === null) return true;
  if (status.released > released) return false;
  return (
    status.paused || status.phase !== 'running' || status.waiting !== null || status.failure !== failureBefore
  );
}

/** Runs the next step and plays what it released; resolves when the walk has ended (or was skipped). */
export function playNextStep(deps: SessionActionDeps, eventMs: number): Promise<void> {
  const { store } = deps;
  if (eventMs <= 0) return drive(deps, 'finish-step');
  const start = store.getState();
  if (start.guidePlaying) return Promise.resolve();
  const failureBefore = start.runtimeStatus?.failure ?? null;
  // Where the walk starts: the event on screen (-1: nothing has run yet, the first released event is shown
  // first, never the step's end).
  let at = start.cursorSeq ?? start.events.length - 1;
  start.setGuidePlaying(true);
  // Pins the cursor to the walk: a live cursor (null) would jump to each batch the runtime appends.
  const pin = () => {
    const { events, cursorSeq } = store.getState();
    if (at < 0 && events.length > 0) at = 0;
    if (at >= 0 && cursorSeq !== at) store.getState().selectEvent(at);
  };
  pin();
  // The runtime may report the step's start after the command's answer: the walk ends only once the step was
  // seen under way (a status saying running, or events released), or after a grace of two events' time.
  const startLength = start.events.length;
  let sawRunning = false;
  const unpin = store.subscribe((state, before) => {
    if (state.runtimeStatus !== before.runtimeStatus && state.runtimeStatus?.phase === 'running')
      sawRunning ||= !state.runtimeStatus.paused;
    if (state.events !== before.events && state.guidePlaying) pin();
  });
  let commanded = false;
  let ticksSinceCommand = 0;
  return new Promise<void>((resolve) => {
    let credit = 0;
    const end = (toLiveEnd: boolean) => {
      clearInterval(timer);
      unpin();
      const state = store.getState();
      if (state.guidePlaying) state.setGuidePlaying(false);
      if (toLiveEnd) state.selectEvent(null);
      resolve();
    };
    const tick = () => {
      const state = store.getState();
      if (!state.guidePlaying) return end(false);
      // The person moved the cursor (Step back, a trace row): the walk leaves it where they put it.
      if (at >= 0 && state.cursorSeq !== at) return end(false);
      const last = state.events.length - 1;
      if (commanded) ticksSinceCommand += 1;
      if (at >= last) {
        const underWay =
          sawRunning || state.events.length > startLength || ticksSinceCommand > 2 * TICKS_PER_EVENT;
        const stopped = stoppedReleasing(state.runtimeStatus, state.events.length, failureBefore);
        if (commanded && underWay && stopped) end(true);
        return;
      }
      credit += 1;
      while (at < last && credit >= costOf(state.events[at + 1]!)) {
        credit -= costOf(state.events[at + 1]!);
        at += 1;
      }
      pin();
    };
    const timer = setInterval(tick, eventMs / TICKS_PER_EVENT);
    void control(deps, 'finish-step').finally(() => {
      commanded = true;
    });
  });
}

/** Skip: the walk ends and the cursor follows the live end (the step is shown settled). */
export function skipStepPlayback(deps: SessionActionDeps): void {
  const state = deps.store.getState();
  if (!state.guidePlaying) return;
  state.setGuidePlaying(false);
  state.selectEvent(null);
}
