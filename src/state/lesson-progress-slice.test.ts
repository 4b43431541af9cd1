import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  createLessonProgressSlice,
  lessonProgressKey,
  lessonProgressOf,
  type LessonProgressSlice,
} from './lesson-progress-slice';

const newStore = () => createStore<LessonProgressSlice>()(createLessonProgressSlice);

describe('a learner’s guesses', () => {
  it('are kept by lesson and checkpoint; a second pick replaces the first, other lessons untouched', () => {
    const store = newStore();
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

  it('records the answers the guide reveals, lesson by lesson, and writes nothing when all are known', () => {
    const store = newStore();
    store.getState().recordReveals('registration', { partition: '[Weather]∥ → [lookup_order]' });
    store.getState().recordReveals('registration', { 'function-parameters': 'input' });
    store.getState().recordReveals('budgets', { cut: 'call_2_3' });
    const before = store.getState();
    store.getState().recordReveals('registration', { 'function-parameters': 'input' });
    expect(store.getState()).toBe(before);
    expect(lessonProgressOf(store.getState(), 'registration')).toEqual({
      picks: {},
      revealed: { partition: '[Weather]∥ → [lookup_order]', 'function-parameters': 'input' },
    });
    // A run that reads another answer (a live model) records that one.
    store.getState().recordReveals('registration', { 'function-parameters': 'order_id' });
    expect(store.getState().lessonReveals.registration).toEqual({
      partition: '[Weather]∥ → [lookup_order]',
      'function-parameters': 'order_id',
    });
  });

  it('lays a file’s progress over what is kept: its checkpoints win, the others stay', () => {
    const store = newStore();
    store.getState().pickChoice('registration', 'partition', 'mine');
    store.getState().pickChoice('registration', 'function-parameters', 'mine too');
    store.getState().recordReveals('registration', { partition: 'seen' });
    store.getState().restoreProgress('registration', {
      picks: { 'function-parameters': 'input' },
      revealed: { 'function-parameters': 'input' },
    });
    expect(lessonProgressOf(store.getState(), 'registration')).toEqual({
      picks: { partition: 'mine', 'function-parameters': 'input' },
      revealed: { partition: 'seen', 'function-parameters': 'input' },
    });
  });

  it('clears every lesson’s guesses and reveals at once', () => {
    const store = newStore();
    store.getState().pickChoice('registration', 'partition', 'a');
    store.getState().pickChoice('written:mine', 'one', 'b');
    store.getState().recordReveals('registration', { partition: 'a' });
    store.getState().clearProgress();
    expect(store.getState().lessonPicks).toEqual({});
    expect(store.getState().lessonReveals).toEqual({});
    expect(lessonProgressOf(store.getState(), 'registration')).toEqual({ picks: {}, revealed: {} });
  });

  it('reads a lesson’s progress by its own key only, never the prototype’s', () => {
    const store = newStore();
    expect(lessonProgressOf(store.getState(), 'constructor')).toEqual({ picks: {}, revealed: {} });
    store.getState().pickChoice('constructor', 'toString', 'a');
    expect(lessonProgressOf(store.getState(), 'constructor')).toEqual({
      picks: { toString: 'a' },
      revealed: {},
    });
  });
});
