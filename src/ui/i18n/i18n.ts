// i18next set up once for the app, language chosen by the preferences store (decisions 0005, 0860). English is
// bundled with the first screen (the default, and i18next's fallback, so a key is never shown raw); every other
// language is a chunk of its own, loaded on first use, so a reader carries one dictionary, not both (issue 37:
// the first screen's JavaScript). The store says a language only once its words are in (ui/i18n/language-words.ts, state/preferences-slice.ts).
// Still nothing beyond the app's own origin: the chunks are precached for offline use like the rest of the app.
// A lazily loaded part brings its own words, every language at once (part-words.ts, decision 0880).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from './en';
import { PART_LANGUAGES, type PartWords } from './part-words';

export type { Language } from '../../state/store';
import type { Language } from '../../state/store';

/** The languages not bundled with the first screen, each loaded on first use. */
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Messages>>> = {
  zh: () => import('./zh').then((module) => module.zh),
};

/** The languages whose whole dictionary is in i18next. Not i18next's own bundles: a part's words add a bundle
 * for every language (its Chinese before the Chinese dictionary came), which does not make Chinese ready. */
const dictionariesIn = new Set<Language>(['en']);
/** Every part's words added so far: each once, and those added before i18next was set up when it is. */
const partsIn = new Set<PartWords>();

export function initI18n(language: Language): typeof i18next {
  // A set-up starts from English alone, so a dictionary loaded before it is loaded again when asked for.
  dictionariesIn.clear();
  dictionariesIn.add('en');
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
  });
  for (const words of partsIn) addBundles(words);
  return i18next;
}

/** True when `language`'s words are in i18next (English always is). */
export function hasLanguage(language: Language): boolean {
  return dictionariesIn.has(language);
}

/** Resolves once `language`'s words are in i18next (at once for English or a language already loaded). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || hasLanguage(language)) return;
  const words = await LOADERS[language]();
  // Merged key by key with the parts' words already in: a part may add keys under a namespace the dictionary
  // has too (never the same key: part-words.test.ts).
  i18next.addResourceBundle(language, 'translation', words, true);
  dictionariesIn.add(language);
}

/** Puts a lazily loaded part's words into i18next in every language, once; before the part first draws. */
export function addPartWords(words: PartWords): void {
  if (partsIn.has(words)) return;
  partsIn.add(words);
  if (i18next.isInitialized) addBundles(words);
}

function addBundles(words: PartWords): void {
  for (const language of PART_LANGUAGES)
    i18next.addResourceBundle(language, 'translation', words[language], true);
}
