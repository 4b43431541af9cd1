import { describe, expect, it } from 'vitest';
import { mergeStoredPreferences, type StoredPreferences } from './stored-preferences';

const current: StoredPreferences & { other: number } = {
  language: 'en',
  theme: 'system',
  inspectorTab: 'schema',
  guideCollapsed: false,
  textScale: 1,
  lessonPicks: {},
  other: 1,
};

describe('stored preferences', () => {
  it('keeps what this version offers', () => {
    const stored = {
      language: 'zh',
      theme: 'dark',
      inspectorTab: 'gates',
      guideCollapsed: true,
      textScale: 1.5,
      lessonPicks: { 'parallel-reads': { partition: '[Read Read]∥ → [Edit] → [Grep]∥' }, 'written:mine': {} },
    };
    expect(mergeStoredPreferences(stored, current)).toEqual({ ...stored, other: 1 });
  });

  it('falls back field by field for values it does not offer, and never takes other keys', () => {
    const stored = {
      language: 'fr',
      theme: 'dark',
      inspectorTab: 'flamegraph',
      guideCollapsed: 'yes',
      textScale: 1.75,
      lessonPicks: { 'parallel-reads': { partition: 42 } },
      other: 99,
    };
    expect(mergeStoredPreferences(stored, current)).toEqual({ ...current, theme: 'dark' });
    expect(mergeStoredPreferences(null, current)).toBe(current);
    expect(mergeStoredPreferences('text', current)).toBe(current);
  });

  it('takes stored guesses only in their shape and within their bounds', () => {
    const merged = (lessonPicks: unknown) => mergeStoredPreferences({ lessonPicks }, current).lessonPicks;
    expect(merged([])).toEqual({});
    expect(merged({ lesson: 'a pick' })).toEqual({});
    expect(merged({ lesson: { checkpoint: 'x'.repeat(501) } })).toEqual({});
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`lesson-${i}`, {}]));
    expect(merged(many)).toEqual({});
    expect(merged({ lesson: { checkpoint: 'a choice' } })).toEqual({ lesson: { checkpoint: 'a choice' } });
  });
});
