// i18next set up once for the app, language chosen by the preferences store (decisions 0005, 0845). English is bundled
// with the first screen (it is the fallback and the default); every other language is a chunk of its own,
// loaded before the page first draws in it or switches to it, so a reader carries one dictionary, not all
// (issue 37: the first screen's JavaScript). Still no network beyond the app's own origin: the chunks are
// precached for offline use like the rest of the app.
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

/** Resolves once `language`'s words are in i18next (at once for English or a language already loaded). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const words = await LOADERS[language]();
  i18next.addResourceBundle(language, 'translation', words);
}

/**
 * Switches the page to `language` once its words are loaded. Returns a cancel for an effect's clean-up: a switch
 * overtaken by another (en → zh → en before zh arrived) must not land after it.
 */
export function switchLanguage(language: Language): () => void {
  let current = true;
  void loadLanguage(language).then(() => {
    if (current) void i18next.changeLanguage(language);
  });
  return () => {
    current = false;
  };
}
