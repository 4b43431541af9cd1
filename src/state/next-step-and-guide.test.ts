// Issue 33, item 3: the review toolbar's "Next step" / "Previous step" and the lesson guide name the same
// step. The guide says the last main step that has ENDED as of the cursor, and the step counter the step of the
// event shown; so wherever the step buttons put the cursor, the two must read the same number, and walking
// forward must show each step once, in order. Checked on every built-in lesson's trace (lesson 7 asks twice)
// and on a Task subagent's trace, from the start, from mid-step and from the end, forward and back.
import { describe, expect, it } from 'vitest';
import { counterStepAt, type TraceEvent } from '../engine';
import { runScenario } from '../runtime/scenarios/scenario-kit';
import { taskSpec } from '../runtime/testing/task-spec';
import { completedStepOf } from '../session/lessons/guide-state';
import { LESSONS } from '../session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../session/lessons/run-lesson-in-process';
import { createAppStore } from './store';

/** The guide's step for the events as of a cursor (the guide reads the events through the cursor). */
function guideStepAt(events: readonly TraceEvent[], cursorSeq: number | null): number {
  return completedStepOf(cursorSeq === null ? events : events.slice(0, cursorSeq + 1));
}

/** Where a learner may stand: the start, every main step's start and its middle, and every step's end. */
function placesIn(events: readonly TraceEvent[]): number[] {
  const places = new Set<number>([0, events.length - 1]);
  for (const event of events) {
    if (event.scope !== undefined) continue;
    if (event.type === 'step-start') {
      places.add(event.seq);
      places.add(Math.min(event.seq + 2, events.length - 1));
    }
    if (event.type === 'step-end') places.add(event.seq);
  }
  return [...places].sort((a, b) => a - b);
}

function storeAt(events: readonly TraceEvent[], seq: number) {
  const store = createAppStore('en');
  store.getState().loadTrace(events, { kind: 'file', name: 'trace.jsonl' });
  store.getState().selectEvent(seq);
  return store;
}

/** The main agent's step ends in order: the steps a walk forward must show, each once. */
function mainStepsEnded(events: readonly TraceEvent[]): number[] {
  return events.filter((e) => e.type === 'step-end' && e.scope === undefined).map((e) => e.step);
}

async function lessonTraces(): Promise<[string, readonly TraceEvent[]][]> {
  const traces: [string, readonly TraceEvent[]][] = [];
  for (const lesson of LESSONS) {
    const run = await runDocumentInProcess(lesson.document);
    if (!run.ok) throw new Error(`lesson ${lesson.id}: ${run.reason}`);
    traces.push([`lesson ${lesson.number} (${lesson.id})`, run.events]);
  }
  traces.push(['a Task subagent’s run', (await runScenario(taskSpec())).events]);
  return traces;
}

describe('"Next step" and the guide agree on the step', async () => {
  const traces = await lessonTraces();

  it('covers every built-in lesson and a trace with subagent steps', () => {
    expect(traces).toHaveLength(LESSONS.length + 1);
    const [, task] = traces.at(-1)!;
    expect(task.some((e) => e.type === 'step-end' && e.scope !== undefined)).toBe(true);
  });

  it.each(traces)(
    '%s: walking forward from the start shows each step once, the counter agreeing',
    (_, events) => {
      const store = storeAt(events, 0);
      const shown: number[] = [];
      for (let guard = 0; guard < events.length; guard += 1) {
        const before = store.getState().cursorSeq;
        store.getState().moveCursorBySteps(1);
        const at = store.getState().cursorSeq!;
        if (at === before) break;
        if (at === events.length - 1 && events[at]!.type !== 'step-end') break; // past the last step: the end
        expect(events[at]!.scope, `a main step, not a subagent's (#${at})`).toBeUndefined();
        expect(counterStepAt(events, at), `the counter at #${at}`).toBe(guideStepAt(events, at));
        shown.push(guideStepAt(events, at));
      }
      expect(shown).toEqual(mainStepsEnded(events));
    },
  );

  it.each(traces)(
    '%s: from any place, each step button lands where the guide and the counter agree',
    (_, events) => {
      for (const place of placesIn(events)) {
        const guideBefore = guideStepAt(events, place);
        const ends = events.filter((e) => e.type === 'step-end' && e.scope === undefined);
        const nextEnd = ends.find((e) => e.seq > place);

        const forward = storeAt(events, place);
        forward.getState().moveCursorBySteps(1);
        const ahead = forward.getState().cursorSeq!;
        if (nextEnd) {
          expect(guideStepAt(events, ahead), `forward from #${place}`).toBe(nextEnd.step);
          expect(counterStepAt(events, ahead), `the counter forward from #${place}`).toBe(nextEnd.step);
        } else {
          expect(ahead, `forward from #${place}, after the last step`).toBe(events.length - 1);
          expect(guideStepAt(events, ahead)).toBe(guideBefore);
        }

        // Back: from inside a step to where the step before it ended (the guide's step, the counter one
        // less); from a step's end, or the run's end after it, the guide goes one step back too.
        const back = storeAt(events, place);
        back.getState().moveCursorBySteps(-1);
        const behind = back.getState().cursorSeq!;
        const lastEnd = ends.findLast((e) => e.seq <= place);
        const insideAStep = events.some(
          (e) =>
            e.type === 'step-start' &&
            e.scope === undefined &&
            e.seq > (lastEnd?.seq ?? -1) &&
            e.seq <= place,
        );
        const endBefore = insideAStep ? lastEnd : ends.findLast((e) => e.seq < (lastEnd?.seq ?? 0));
        const expected = endBefore?.step ?? 0;
        expect(guideStepAt(events, behind), `back from #${place}`).toBe(expected);
        expect(counterStepAt(events, behind), `the counter back from #${place}`).toBe(expected);
      }
    },
  );
});
