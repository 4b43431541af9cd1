import { describe, expect, it } from 'vitest';
import { mergeStoredPreferences, type StoredPreferences } from './stored-preferences';

const current: StoredPreferences & { other: number } = {
  language: 'en',
  theme: 'system',
  inspectorTab: 'schema',
  guideCollapsed: false,
  textScale: 1,
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
      other: 99,
    };
    expect(mergeStoredPreferences(stored, current)).toEqual({ ...current, theme: 'dark' });
    expect(mergeStoredPreferences(null, current)).toBe(current);
    expect(mergeStoredPreferences('text', current)).toBe(current);
  });
});
