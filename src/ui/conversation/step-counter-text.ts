// The step counter's words at the cursor: "Step 2 / 5 · event #41 / #120", inside a Task subagent's run its own
// step too, or "No trace". One numbering across the page: the event is its seq, as the trace rows,
// breakpoints and "as of event #N" show it; the step is the main agent's step at the shown event, as the
// lesson guide and "Shared at step N" say it. A pure function of the events, the cursor and the words, so
// the counter (PlayheadControls) and the Node test that opens every lesson at its first step render the
// same text.
import type { TFunction } from 'i18next';
import { scopedCounterAt } from '../../engine/trace/agent-spans';
import type { TraceEvent } from '../../engine/trace/trace-events';

/** `cursorSeq`: the event shown (null: the live end). */
export function stepCounterText(
  t: TFunction,
  events: readonly TraceEvent[],
  cursorSeq: number | null,
): string {
  if (events.length === 0) return t('controls.noTrace');
  const event = cursorSeq ?? events.length - 1;
  const lastEvent = events.length - 1;
  const { step, lastStep, nested } = scopedCounterAt(events, cursorSeq);
  if (!nested) return t('controls.counter', { step, lastStep, event, lastEvent });
  return t('controls.nestedCounter', {
    step,
    lastStep,
    callId: nested.callId ?? nested.scope,
    nestedStep: nested.step,
    nestedLastStep: nested.lastStep,
    event,
    lastEvent,
  });
}
