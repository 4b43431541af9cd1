import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { guideState, guideStateOf } from './guide-state';
import type { Lesson } from './lesson';
import { lessonById } from './lesson-catalog';
import { checkpointScore, recapOf } from './lesson-recap';
import { runDocumentInProcess } from './run-lesson-in-process';

async function eventsOf(lesson: Lesson): Promise<readonly TraceEvent[]> {
  const run = await runDocumentInProcess(lesson.document);
  if (!run.ok) throw new Error(run.reason);
  return run.events;
}

const endOfStep = (events: readonly TraceEvent[], step: number) =>
  events.slice(
    0,
    events.findIndex((e) => e.type === 'step-end' && e.scope === undefined && e.step === step) + 1,
  );

describe('the guide state, from a lesson id and the trace as of the cursor', () => {
  it('says the step just ended, the note in force, and reveals only what has run', async () => {
    const lesson = lessonById('schema-each-step')!;
    const events = await eventsOf(lesson);
    const start = guideStateOf(lesson.id, [])!;
    expect(start.completedStep).toBe(0);
    expect(start.note).toBe(lesson.guide.notes[0]);
    expect(start.due.map((d) => [d.checkpoint.id, d.reveal.kind])).toEqual([['sorted-order', 'not-yet']]);

    const one = guideStateOf(lesson.id, endOfStep(events, 1))!;
    expect(one.completedStep).toBe(1);
    expect(one.note?.at).toEqual({ kind: 'step', step: 1 });
    expect(one.due.map((d) => [d.checkpoint.id, d.reveal.kind])).toEqual([
      ['sorted-order', 'revealed'],
      ['schema-after-open', 'not-yet'],
    ]);
    expect(one.ended).toBe(false);
    expect(guideStateOf(lesson.id, events)!.ended).toBe(true);
  });

  it('goes on past a first run that a second user message follows (lesson 7), and ends at the last run', async () => {
    const lesson = lessonById('circuit-breaker')!;
    expect(lesson.document.userMessages.length).toBe(2);
    const events = await eventsOf(lesson);
    const firstRunEnd = events.findIndex((e) => e.type === 'run-end' && e.scope === undefined);
    const afterFirstRun = guideState(lesson, events.slice(0, firstRunEnd + 1));
    expect(afterFirstRun.ended).toBe(false);
    // The second run's first step is still to come, and its checkpoint is due, not hidden behind an ending.
    const lastCheckpoint = lesson.guide.checkpoints.at(-1)!;
    expect(lastCheckpoint.step).toBeGreaterThan(afterFirstRun.completedStep);
    expect(afterFirstRun.due.map((d) => d.checkpoint.id)).toContain(lastCheckpoint.id);
    const whole = guideState(lesson, events);
    expect(whole.ended).toBe(true);
    expect(whole.due.every((d) => d.reveal.kind === 'revealed')).toBe(true);
  });

  it('keeps answers past a link step hidden even once run', async () => {
    const lesson = lessonById('schema-each-step')!;
    const events = await eventsOf(lesson);
    const shared = guideStateOf(lesson.id, events, { revealThrough: 1 })!;
    expect(shared.due.map((d) => d.reveal.kind)).toEqual(['revealed', 'not-yet']);
  });

  it('shows a note anchored to an event once that event is shown', async () => {
    const base = lessonById('registration')!;
    const events = await eventsOf(base);
    const anchored = {
      at: { kind: 'event', seq: 5 },
      text: { en: 'Event five.', zh: '第五个事件。' },
    } as const;
    const lesson: Lesson = { ...base, guide: { ...base.guide, notes: [...base.guide.notes, anchored] } };
    expect(guideState(lesson, events.slice(0, 5)).note).not.toBe(anchored);
    expect(guideState(lesson, events.slice(0, 6)).note).toBe(anchored);
  });

  it('shows a note anchored to the end once the run has ended, however many steps it took', async () => {
    const base = lessonById('registration')!;
    const events = await eventsOf(base);
    const ending = { at: { kind: 'end' }, text: { en: 'The end.', zh: '结束了。' } } as const;
    const lesson: Lesson = { ...base, guide: { ...base.guide, notes: [...base.guide.notes, ending] } };
    const lastStep = events.findLast((e) => e.type === 'step-end' && e.scope === undefined)!.step;
    expect(guideState(lesson, endOfStep(events, lastStep)).note).not.toBe(ending);
    expect(guideState(lesson, events).note).toBe(ending);
    // A run that ends after its first step (a live model that answered at once) reaches it too.
    const runEnd = events.find((e) => e.type === 'run-end' && e.scope === undefined)!;
    const short = [...endOfStep(events, 1), { ...runEnd, step: 1 }];
    expect(guideState(lesson, short).note).toBe(ending);
  });

  it('judges no guess against an answer none of the choices names, and does not score it', async () => {
    const base = lessonById('registration')!;
    const events = await eventsOf(base);
    const [first, ...rest] = base.guide.checkpoints;
    const answer = guideState(base, events).due[0]!.reveal;
    expect(answer.kind === 'revealed' && answer.amongChoices).toBe(true);
    // The same question with the run's answer taken out of the choices: the run "went another way".
    const offChoices = {
      ...first!,
      choices: first!.choices.filter((c) => answer.kind === 'revealed' && c !== answer.answer),
    };
    const lesson: Lesson = { ...base, guide: { ...base.guide, checkpoints: [offChoices, ...rest] } };
    const pick = offChoices.choices[0]!;
    const reveal = guideState(lesson, events, { picks: { [first!.id]: pick } }).due[0]!.reveal;
    expect(reveal).toMatchObject({ kind: 'revealed', amongChoices: false, correct: null });
    expect(checkpointScore(lesson, events, { [first!.id]: pick }).answered).toBe(0);
    expect(checkpointScore(base, events, { [first!.id]: pick }).answered).toBe(1);
  });

  it('is null for an id that names no lesson', () => {
    expect(guideStateOf('nope', [])).toBeNull();
  });
});

describe("a lesson's ending", () => {
  it('recaps the run from the trace and scores the picks against the trace', async () => {
    const lesson = lessonById('circuit-breaker')!;
    const events = await eventsOf(lesson);
    const recap = recapOf(events);
    expect(recap[0]).toEqual({ kind: 'steps', steps: events.filter((e) => e.type === 'step-end').length });
    const breaker = recap.find((line) => line.kind === 'breaker');
    expect(breaker?.kind === 'breaker' && breaker.transitions).toContain('Read CLOSED→OPEN');
    const [first, second] = lesson.guide.checkpoints;
    const answers = guideState(lesson, events).due.map((d) =>
      d.reveal.kind === 'revealed' ? d.reveal.answer : '',
    );
    const wrong = second!.choices.find((c) => c !== answers[1])!;
    const score = checkpointScore(lesson, events, { [first!.id]: answers[0]!, [second!.id]: wrong });
    expect(score.total).toBe(lesson.guide.checkpoints.length);
    expect(score.answered).toBe(2);
    expect(score.right).toBe(1);
    expect(checkpointScore(lesson, [], { [first!.id]: answers[0]! })).toEqual({
      right: 0,
      answered: 0,
      total: lesson.guide.checkpoints.length,
    });
  });
});
