// An i18next instance that words in one language only, synchronously, as the page's does: for tests that
// check a sentence in English and in Chinese without touching the page's shared instance. `translation` is a
// whole dictionary (en, zh) or one half of a lazily loaded part's words (parts/, decision 0880).
import i18next from 'i18next';

export function wordsIn(lng: 'en' | 'zh', translation: object) {
  const words = i18next.createInstance();
  void words.init({
    resources: { [lng]: { translation } },
    lng,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return words;
}
