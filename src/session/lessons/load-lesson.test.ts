import { describe, expect, it } from 'vitest';
import { lessonById } from './lesson-catalog';
import { loadLessonText, loadLessonValue } from './load-lesson';

const lesson = lessonById('schema-each-step')!;
const copy = (): Record<string, unknown> => JSON.parse(JSON.stringify(lesson)) as Record<string, unknown>;
const problemsOf = (value: unknown) => {
  const loaded = loadLessonValue(value);
  return loaded.ok ? [] : loaded.problems;
};

describe('loading a lesson document', () => {
  it('accepts a built-in lesson as it is', () => {
    expect(loadLessonValue(copy())).toEqual({ ok: true, lesson: copy() });
  });

  it('refuses what is not a lesson, saying what it is', () => {
    expect(loadLessonText('{').ok).toBe(false);
    expect(problemsOf([])).toEqual(['A lesson document is a JSON object.']);
    expect(problemsOf({ ...copy(), format: 'toolscope.session' })).toEqual([
      'This is not a ToolScope lesson: "format" must be "toolscope.lesson".',
    ]);
    expect(problemsOf({ ...copy(), formatVersion: 9 })[0]).toContain('reads version 1');
  });

  it('names the path of a broken guide field', () => {
    const doc = copy() as { guide: { checkpoints: { answer: unknown; question: unknown }[] } };
    doc.guide.checkpoints[0]!.answer = { kind: 'schema-tools' };
    expect(problemsOf(doc)).toContain('/guide/checkpoints/0/answer is missing "step".');
    doc.guide.checkpoints[0]!.answer = { kind: 'guess', step: 1 };
    expect(problemsOf(doc)).toContain('/guide/checkpoints/0/answer has an unknown or missing "kind".');
    const noChinese = copy() as { guide: { notes: { text: unknown }[] } };
    noChinese.guide.notes[0]!.text = { en: 'Only English.' };
    expect(problemsOf(noChinese)).toContain('/guide/notes/0/text is missing "zh".');
  });

  it('checks the session inside with the session schema', () => {
    const doc = copy() as { document: Record<string, unknown> };
    delete doc.document.userMessages;
    expect(problemsOf(doc)).toContain('/document is missing "userMessages".');
  });

  it('refuses duplicate checkpoint ids and steps the script cannot reach', () => {
    const doc = copy() as { guide: { checkpoints: { id: string; step: number }[] } };
    doc.guide.checkpoints[1]!.id = doc.guide.checkpoints[0]!.id;
    doc.guide.checkpoints[0]!.step = 7;
    expect(problemsOf(doc)).toEqual([
      '/guide/checkpoints/0 reads step 7, but the script has only 2 turn(s).',
      '/guide/checkpoints/1/id "sorted-order" is used by an earlier checkpoint.',
    ]);
  });
});
