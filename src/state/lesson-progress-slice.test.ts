import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  createLessonProgressSlice,
  lessonProgressKey,
  type LessonProgressSlice,
} from './lesson-progress-slice';

describe('a learner’s guesses', () => {
  it('are kept by lesson and checkpoint; a second pick replaces the first, other lessons untouched', () => {
    const store = createStore<LessonProgressSlice>()(createLessonProgressSlice);
    store.getState().pickChoice('parallel-reads', 'partition', 'a');
    store.getState().pickChoice('parallel-reads', 'order', 'b');
    store.getState().pickChoice('budgets', 'cut', 'c');
    store.getState().pickChoice('parallel-reads', 'partition', 'd');
    expect(store.getState().lessonPicks).toEqual({
      'parallel-reads': { partition: 'd', order: 'b' },
      budgets: { cut: 'c' },
    });
  });

  it('keeps a written lesson apart from a built-in one of the same id', () => {
    expect(lessonProgressKey({ lessonId: 'budgets', lesson: null })).toBe('budgets');
    expect(lessonProgressKey({ lessonId: null, lesson: { id: 'budgets' } })).toBe('written:budgets');
    expect(lessonProgressKey({ lessonId: null, lesson: null })).toBeNull();
  });
});
