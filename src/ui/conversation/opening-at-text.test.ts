// "Opening at step N…" in both languages, from the app's own resources, and only while an open holds the
// session (issue 33 item 2).
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { openingAtOf, openingAtText } from './opening-at-text';

function wordsIn(lng: 'en' | 'zh') {
  const words = i18next.createInstance();
  void words.init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    lng,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return words.t;
}

describe('opening at a step', () => {
  it('says the step in English and Chinese, or where it was left when the step is not known', () => {
    expect(openingAtText(wordsIn('en'), { step: 3 })).toBe('Opening at step 3…');
    expect(openingAtText(wordsIn('zh'), { step: 3 })).toBe('正在打开到第 3 步…');
    expect(openingAtText(wordsIn('en'), { step: null })).toBe('Opening where it was left…');
    expect(openingAtText(wordsIn('zh'), { step: null })).toBe('正在打开到上次停下的地方…');
  });

  it('is said only while the open holds the session', () => {
    expect(openingAtOf({ libraryRestoring: true, openingAt: { step: 2 } })).toEqual({ step: 2 });
    expect(openingAtOf({ libraryRestoring: false, openingAt: { step: 2 } })).toBeNull();
    expect(openingAtOf({ libraryRestoring: true, openingAt: null })).toBeNull();
  });
});
