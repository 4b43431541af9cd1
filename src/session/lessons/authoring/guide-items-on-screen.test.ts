// New notes and checkpoints in the editor anchor at the step on screen (issue 33 item 4), and a new note
// never hides, nor is hidden by, the notes already written.
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../../engine/trace/trace-events';
import { guideStateOf } from '../guide-state';
import type { LessonNote } from '../lesson';
import { lessonById } from '../lesson-catalog';
import { runDocumentInProcess } from '../run-lesson-in-process';
import { checkpointOnScreen, noteOnScreen, withNoteInOrder } from './guide-items-on-screen';

const source = lessonById('parallel-reads')!;

async function trace(): Promise<readonly TraceEvent[]> {
  const run = await runDocumentInProcess(source.document);
  if (!run.ok) throw new Error(run.reason);
  return run.events;
}

const endOf = (events: readonly TraceEvent[], step: number) =>
  events.findIndex((e) => e.type === 'step-end' && e.scope === undefined && e.step === step);

const note = (step: number, en: string): LessonNote => ({ at: { kind: 'step', step }, text: { en, zh: en } });

describe('a note or a checkpoint added where the author is looking', () => {
  it('anchors at the step on screen, and at the start with nothing run', async () => {
    const events = await trace();
    const atEndOfStep1 = events.slice(0, endOf(events, 1) + 1);
    const inStep2 = events.slice(0, endOf(events, 1) + 2);
    expect(noteOnScreen([]).at).toEqual({ kind: 'step', step: 0 });
    expect(noteOnScreen(atEndOfStep1).at).toEqual({ kind: 'step', step: 1 });
    expect(noteOnScreen(inStep2).at).toEqual({ kind: 'step', step: 1 });
    const last = Math.max(...events.map((e) => e.step));
    expect(checkpointOnScreen('c', [], last).step).toBe(1);
    // Once step 1 has ended the guide asks about step 2 (a checkpoint at step 1 would already be revealed).
    expect(checkpointOnScreen('c', atEndOfStep1, last)).toMatchObject({ step: 2, answer: { step: 2 } });
    expect(checkpointOnScreen('c', inStep2, last)).toMatchObject({ step: 2, answer: { step: 2 } });
    // After the last step there is no next one: the last step's, the only one that can still be asked.
    expect(checkpointOnScreen('c', events, last)).toMatchObject({ step: last, answer: { step: last } });
  });

  it('is the checkpoint the guide asks on that screen, not one already revealed there', async () => {
    const events = await trace();
    const last = Math.max(...events.map((e) => e.step));
    expect(last).toBeGreaterThan(1);
    // Every screen before the last step's end (after it nothing is left to ask before).
    for (let step = 0; step < last; step += 1) {
      const shown = step === 0 ? [] : events.slice(0, endOf(events, step) + 1);
      const checkpoint = { ...checkpointOnScreen('c', shown, last), choices: ['a', 'b'] };
      const lesson = { ...source, guide: { ...source.guide, checkpoints: [checkpoint] } };
      const due = guideStateOf(lesson, shown)?.due.find((d) => d.checkpoint.id === 'c');
      expect({ step, revealed: due?.reveal.kind }).toEqual({ step, revealed: 'not-yet' });
    }
  });

  it('puts a new note in step order, so the guide shows it there and the others where they were', async () => {
    const events = await trace();
    const written = [
      note(0, 'start'),
      note(2, 'two'),
      { at: { kind: 'end' }, text: { en: 'end', zh: 'end' } },
    ];
    const shown = events.slice(0, endOf(events, 1) + 1);
    const notes = withNoteInOrder(written as LessonNote[], {
      ...noteOnScreen(shown),
      text: { en: 'one', zh: 'one' },
    });
    expect(notes.map((n) => n.text.en)).toEqual(['start', 'one', 'two', 'end']);
    const lesson = { ...source, guide: { ...source.guide, notes } };
    expect(guideStateOf(lesson, shown)?.note?.text.en).toBe('one');
    expect(guideStateOf(lesson, events.slice(0, endOf(events, 2) + 1))?.note?.text.en).toBe('two');
    expect(guideStateOf(lesson, events.slice(0, 1))?.note?.text.en).toBe('start');
    // A second note at a step already noted comes after it; a note anchored at an event keeps its place.
    expect(withNoteInOrder([note(1, 'a'), note(3, 'c')], note(1, 'b')).map((n) => n.text.en)).toEqual([
      'a',
      'b',
      'c',
    ]);
    const atEvent: LessonNote = { at: { kind: 'event', seq: 4 }, text: { en: 'e', zh: 'e' } };
    expect(withNoteInOrder([atEvent], note(0, 'z')).map((n) => n.text.en)).toEqual(['e', 'z']);
  });
});
