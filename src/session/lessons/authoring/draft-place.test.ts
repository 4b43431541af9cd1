// A built lesson's problems are placed in the editor's parts (issue 33 item 4: words, not JSON pointers),
// and the editor's own rule about answers and choices.
import { describe, expect, it } from 'vitest';
import { lessonById } from '../lesson-catalog';
import type { Checkpoint } from '../lesson';
import { buildLesson, type LessonDraft } from './lesson-draft';
import { placeOfPath } from './draft-place';

const session = lessonById('parallel-reads')!.document;
const text = (en: string) => ({ en, zh: en });
const checkpoint: Checkpoint = {
  id: 'c1',
  step: 1,
  question: text('How are the calls batched?'),
  choices: ['[Read Read]∥ → [Edit] → [Grep]∥', 'one batch'],
  answer: { kind: 'batch-partition', step: 1 },
  explanation: text('Edit runs alone.'),
  expected: '[Read Read]∥ → [Edit] → [Grep]∥',
};
const draft: LessonDraft = {
  id: 'places',
  title: text('Places'),
  summary: text('Where problems are.'),
  notes: [{ at: { kind: 'step', step: 0 }, text: text('Look.') }],
  checkpoints: [checkpoint],
};

describe('the place of a problem in the draft', () => {
  it('reads every part of a lesson the editor shows', () => {
    expect(placeOfPath('/title/zh')).toEqual({ kind: 'title', language: 'zh' });
    expect(placeOfPath('/summary')).toEqual({ kind: 'summary', language: null });
    expect(placeOfPath('/guide/notes')).toEqual({ kind: 'notes' });
    expect(placeOfPath('/guide/notes/2/text/en')).toEqual({
      kind: 'note',
      n: 3,
      field: 'text',
      language: 'en',
    });
    expect(placeOfPath('/guide/notes/0/at')).toEqual({ kind: 'note', n: 1, field: 'at', language: null });
    expect(placeOfPath('/guide/checkpoints/1/choices/0')).toEqual({
      kind: 'checkpoint',
      n: 2,
      field: 'choices',
      language: null,
    });
    expect(placeOfPath('/guide/checkpoints/0')).toEqual({
      kind: 'checkpoint',
      n: 1,
      field: null,
      language: null,
    });
    expect(placeOfPath('/guide/checkpoints')).toEqual({ kind: 'checkpoints' });
    expect(placeOfPath('/document/settings/engine')).toEqual({ kind: 'session' });
    expect(placeOfPath('/id')).toEqual({ kind: 'lesson' });
    expect(placeOfPath('')).toEqual({ kind: 'lesson' });
  });

  it('places what an unfinished draft gets wrong, each where the author wrote it', () => {
    const built = buildLesson(
      {
        ...draft,
        notes: [],
        checkpoints: [{ ...checkpoint, choices: ['only one'], question: { en: '', zh: '' } }],
      },
      session,
    );
    expect(built.ok).toBe(false);
    if (built.ok) return;
    const places = built.details.map((d) => placeOfPath(String(d.params.path)).kind);
    expect(new Set(places)).toEqual(new Set(['notes', 'checkpoint']));
    const fields = built.details.flatMap((d) => {
      const place = placeOfPath(String(d.params.path));
      return place.kind === 'checkpoint' ? [place.field] : [];
    });
    expect(new Set(fields)).toEqual(new Set(['question', 'choices']));
  });

  it('refuses a checkpoint whose picked answer is not among its choices', () => {
    expect(buildLesson(draft, session).ok).toBe(true);
    const built = buildLesson({ ...draft, checkpoints: [{ ...checkpoint, choices: ['a', 'b'] }] }, session);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.details).toEqual([
      expect.objectContaining({
        code: 'answer-not-a-choice',
        params: { path: '/guide/checkpoints/0/choices', answer: checkpoint.expected },
      }),
    ]);
  });
});
