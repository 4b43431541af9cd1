// yes / no / none read in the page's language; tool names, codes and verdicts are shown as the trace spells them.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import type { TextKey } from '../i18n/lessons-ui-text';
import { shownChoice } from './choice-words';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en }, zh: { translation: zh } },
  lng: 'en',
  initAsync: false,
});
const textIn = (lng: 'en' | 'zh') => (key: TextKey) => i18n.getFixedT(lng)(`lessonsUi.${key}`);

describe('a checkpoint choice as shown', () => {
  it('says yes, no and none in Chinese on the Chinese page', () => {
    expect(['yes', 'no', 'none'].map((c) => shownChoice(c, textIn('zh')))).toEqual(['是', '否', '无']);
    expect(['yes', 'no', 'none'].map((c) => shownChoice(c, textIn('en')))).toEqual(['yes', 'no', 'none']);
  });

  it('keeps tool names, codes, verdicts and readings as they are', () => {
    for (const choice of [
      'Read',
      'ALLOW',
      'error INVALID_PARAM',
      'CLOSED→OPEN',
      '[Read Read]∥',
      'null',
      'toString',
    ])
      expect(shownChoice(choice, textIn('zh'))).toBe(choice);
  });
});
