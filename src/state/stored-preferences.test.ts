import { describe, expect, it } from 'vitest';
import { mergeStoredPreferences, type StoredPreferences } from './stored-preferences';

const current: StoredPreferences & { other: number } = {
  language: 'en',
  theme: 'system',
  inspectorTab: 'schema',
  guideCollapsed: false,
  guidePace: 'normal',
  textScale: 1,
  lessonPicks: {},
  lessonReveals: {},
  other: 1,
};

describe('stored preferences', () => {
  it('keeps what this version offers', () => {
    const stored = {
      language: 'zh',
      theme: 'dark',
      inspectorTab: 'gates',
      guideCollapsed: true,
      guidePace: 'slow',
      textScale: 1.5,
      lessonPicks: { 'parallel-reads': { partition: '[Read Read]∥ → [Edit] → [Grep]∥' }, 'written:mine': {} },
      lessonReveals: { 'parallel-reads': { partition: '[Read Read]∥ → [Edit] → [Grep]∥' } },
    };
    expect(mergeStoredPreferences(stored, current)).toEqual({ ...stored, other: 1 });
  });

  it('falls back field by field for values it does not offer, and never takes other keys', () => {
    const stored = {
      language: 'fr',
      theme: 'dark',
      inspectorTab: 'flamegraph',
      guideCollapsed: 'yes',
      guidePace: 'warp',
      textScale: 1.75,
      lessonPicks: { 'parallel-reads': { partition: 42 } },
      lessonReveals: ['partition'],
      other: 99,
    };
    expect(mergeStoredPreferences(stored, current)).toEqual({ ...current, theme: 'dark' });
    expect(mergeStoredPreferences(null, current)).toBe(current);
    expect(mergeStoredPreferences('text', current)).toBe(current);
  });

  it.each(['lessonPicks', 'lessonReveals'] as const)(
    'takes stored %s only in their shape and within their bounds',
    (field) => {
      const merged = (value: unknown) => mergeStoredPreferences({ [field]: value }, current)[field];
      expect(merged([])).toEqual({});
      expect(merged({ lesson: 'a pick' })).toEqual({});
      expect(merged({ lesson: { checkpoint: 'x'.repeat(501) } })).toEqual({});
      const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`lesson-${i}`, {}]));
      expect(merged(many)).toEqual({});
      expect(merged({ lesson: { checkpoint: 'a choice' } })).toEqual({ lesson: { checkpoint: 'a choice' } });
    },
  );
});
