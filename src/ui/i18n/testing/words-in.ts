// An i18next instance that words in one language only, synchronously, as the page's does: for tests that
// check a sentence in English and in Chinese without touching the page's shared instance.
import i18next from 'i18next';
import type { en } from '../en';
import type { zh } from '../zh';

export function wordsIn(lng: 'en' | 'zh', translation: typeof en | typeof zh) {
  const words = i18next.createInstance();
  void words.init({
    resources: { [lng]: { translation } },
    lng,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return words;
}
