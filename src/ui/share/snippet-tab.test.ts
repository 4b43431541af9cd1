// Share's embed code opens the tab the lesson's note at the cursor points at (issue 33 item 3).
import { describe, expect, it } from 'vitest';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../../session/lessons/run-lesson-in-process';
import { snippetTab } from './snippet-tab';

describe('the embed code’s tab', () => {
  it('is the one the note in force points at, else the one the sharer has open', async () => {
    const lesson = lessonById('circuit-breaker')!;
    const run = await runDocumentInProcess(lesson.document);
    if (!run.ok) throw new Error(run.reason);
    const endOfStep1 = run.events.findIndex(
      (e) => e.type === 'step-end' && e.scope === undefined && e.step === 1,
    );
    const atStep1 = run.events.slice(0, endOfStep1 + 1);
    // Lesson 7's step-1 note: "Watch the Breakers inspector".
    expect(lesson.guide.notes.find((n) => n.at.kind === 'step' && n.at.step === 1)?.focus).toMatchObject({
      tab: 'breakers',
    });
    expect(snippetTab(lesson.id, atStep1, 'schema')).toBe('breakers');
    expect(snippetTab(lesson, atStep1, 'schema')).toBe('breakers');
    // No lesson, or a note that points nowhere: the sharer's tab.
    expect(snippetTab(null, atStep1, 'history')).toBe('history');
    const unfocused = {
      ...lesson,
      guide: { ...lesson.guide, notes: lesson.guide.notes.map((n) => ({ at: n.at, text: n.text })) },
    };
    expect(snippetTab(unfocused, atStep1, 'history')).toBe('history');
  });
});
