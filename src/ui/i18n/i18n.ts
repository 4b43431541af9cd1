// i18next set up once for the app, language chosen by the preferences store (decisions 0005, 0860). English is
// bundled with the first screen (the default, and i18next's fallback, so a key is never shown raw); every other
// language is a chunk of its own, loaded on first use, so a reader carries one dictionary, not both (issue 37:
// the first screen's JavaScript). The store says a language only once its words are in (ui/i18n/language-words.ts, state/preferences-slice.ts).
// Still nothing beyond the app's own origin: the chunks are precached for offline use like the rest of the app.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from './en';

export type { Language } from '../../state/store';
import type { Language } from '../../state/store';

/** The languages not bundled with the first screen, each loaded on first use. */
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Messages>>> = {
  zh: () => import('./zh').then((module) => module.zh),
};

export function initI18n(language: Language): typeof i18next {
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
  });
  return i18next;
}

/** True when `language`'s words are in i18next (English always is). */
export function hasLanguage(language: Language): boolean {
  return language === 'en' || i18next.hasResourceBundle(language, 'translation');
}

/** Resolves once `language`'s words are in i18next (at once for English or a language already loaded). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || hasLanguage(language)) return;
  const words = await LOADERS[language]();
  i18next.addResourceBundle(language, 'translation', words);
}
