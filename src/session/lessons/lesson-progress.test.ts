import { describe, expect, it } from 'vitest';
import type { Lesson } from './lesson';
import { lessonById } from './lesson-catalog';
import { lessonStanding, NO_PROGRESS, progressForFile, progressFromFile } from './lesson-progress';

// Lesson 1: two checkpoints, both at step 1; its recording reads `input` and `[Weather]∥ → [lookup_order]`.
const lesson = lessonById('registration')!;
const PARAMETERS = 'function-parameters';
const PARTITION = 'partition';
const PARTITION_ANSWER = '[Weather]∥ → [lookup_order]';

describe('where a lesson stands for the gallery', () => {
  it('is new with nothing picked or revealed, and counts its checkpoints', () => {
    expect(lessonStanding(lesson, NO_PROGRESS)).toEqual({
      kind: 'new',
      revealed: 0,
      right: 0,
      answered: 0,
      total: 2,
    });
  });

  it('is started by a guess alone, or by a reveal alone', () => {
    expect(lessonStanding(lesson, { picks: { [PARAMETERS]: 'input' }, revealed: {} }).kind).toBe('started');
    expect(lessonStanding(lesson, { picks: {}, revealed: { [PARAMETERS]: 'input' } })).toEqual({
      kind: 'started',
      revealed: 1,
      right: 0,
      answered: 0,
      total: 2,
    });
  });

  it('is finished once every checkpoint was revealed, scored as the ending scores it', () => {
    const progress = {
      picks: { [PARAMETERS]: 'input', [PARTITION]: '[Weather] → [lookup_order]' },
      revealed: { [PARAMETERS]: 'input', [PARTITION]: PARTITION_ANSWER },
    };
    expect(lessonStanding(lesson, progress)).toEqual({
      kind: 'finished',
      revealed: 2,
      right: 1,
      answered: 2,
      total: 2,
    });
    // A skipped guess is not wrong, just not answered.
    const skipped = { ...progress, picks: { [PARAMETERS]: 'input' } };
    expect(lessonStanding(lesson, skipped)).toMatchObject({ kind: 'finished', right: 1, answered: 1 });
  });

  it('scores no guess against an answer none of the choices names (a run that went its own way)', () => {
    const progress = {
      picks: { [PARAMETERS]: 'input', [PARTITION]: PARTITION_ANSWER },
      revealed: { [PARAMETERS]: 'something else', [PARTITION]: PARTITION_ANSWER },
    };
    expect(lessonStanding(lesson, progress)).toMatchObject({ kind: 'finished', right: 1, answered: 1 });
  });

  it('reads checkpoints by their own keys only: one named like a prototype member is not revealed', () => {
    const odd: Lesson = {
      ...lesson,
      guide: { ...lesson.guide, checkpoints: [{ ...lesson.guide.checkpoints[0]!, id: 'constructor' }] },
    };
    expect(lessonStanding(odd, NO_PROGRESS)).toMatchObject({ kind: 'new', revealed: 0 });
    expect(lessonStanding(odd, { picks: {}, revealed: { constructor: 'input' } })).toMatchObject({
      kind: 'finished',
      revealed: 1,
    });
  });
});

describe('progress in an exported file', () => {
  it('is left out when there is none', () => {
    expect(progressForFile(NO_PROGRESS)).toBeNull();
    expect(progressForFile({ picks: { 'Not An Id': 'x' }, revealed: {} })).toBeNull();
  });

  it('carries what is kept within the schema’s bounds, and leaves the rest out', () => {
    const long = 'x'.repeat(501);
    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`checkpoint-${i}`, 'a']));
    const written = progressForFile({
      picks: { [PARAMETERS]: 'input', 'Upper Case': 'x', partition: long, empty: '' },
      revealed: many,
    });
    expect(written?.picks).toEqual({ [PARAMETERS]: 'input' });
    expect(Object.keys(written?.revealed ?? {})).toHaveLength(100);
  });

  it('opens as the lesson’s own checkpoints only, a pick only when it is one of the choices', () => {
    const read = progressFromFile(lesson, {
      picks: { [PARAMETERS]: 'input', [PARTITION]: 'a choice no lesson offers', gone: 'input' },
      revealed: { [PARAMETERS]: 'input', [PARTITION]: PARTITION_ANSWER, gone: 'x' },
    });
    expect(read).toEqual({
      picks: { [PARAMETERS]: 'input' },
      revealed: { [PARAMETERS]: 'input', [PARTITION]: PARTITION_ANSWER },
    });
  });
});
