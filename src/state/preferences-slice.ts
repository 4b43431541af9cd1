// The person's preferences: language and theme. Remembered between visits (localStorage, via persist).
import type { StateCreator } from 'zustand';

export type Language = 'en' | 'zh';

/**
 * The words a language needs before the store may say it (issue 37): Chinese is a chunk of its own, loaded on
 * first use, so a switch, a link's `lang=` or a stored choice lands only once its dictionary is in. The state
 * layer knows no i18n library: the page hands its words in (ui/i18n/language-words.ts); a store built without
 * them (Node tests, the CLI) has every language ready at once.
 */
export interface LanguageWords {
  /** True when `language`'s words are in: the switch then lands in the same task. */
  ready(language: Language): boolean;
  /** Brings `language`'s words in; rejects when they cannot be loaded (offline before the first visit). */
  load(language: Language): Promise<void>;
  /** Makes `language` the words' own language, just before the store says it (one render, no English flash). */
  use(language: Language): void;
}

export const EVERY_LANGUAGE_READY: LanguageWords = {
  ready: () => true,
  load: () => Promise.resolve(),
  use: () => undefined,
};
export type ThemeChoice = 'system' | 'light' | 'dark';

export interface PreferencesSlice {
  /** The language the page is in now. */
  language: Language;
  /**
   * The language the person chose, which is what is remembered: a link's `lang=` puts this page load in the
   * link's language (setLanguageForVisit) without changing the reader's own choice.
   */
  rememberedLanguage: Language;
  theme: ThemeChoice;
  /**
   * The person's choice: remembered at once; the page switches once the language's words are in (resolves then,
   * or when a later switch overtook it or the words could not load: the page stays in its language).
   */
  setLanguage: (language: Language) => Promise<void>;
  /** For this page load only (a link that says `lang=`); the remembered choice stays. Waits as setLanguage does. */
  setLanguageForVisit: (language: Language) => Promise<void>;
  setTheme: (theme: ThemeChoice) => void;
}

export const createPreferencesSlice =
  (
    initialLanguage: Language,
    words: LanguageWords,
  ): StateCreator<PreferencesSlice, [], [], PreferencesSlice> =>
  (set) => {
    // The latest switch asked for: one overtaken while its words were loading (en → zh → en) never lands.
    let latest = 0;
    const switchTo = async (language: Language, remember: boolean): Promise<void> => {
      const asked = ++latest;
      // The choice is remembered at once, as the click that made it: a page opened (or reloaded) before the
      // words arrived opens in it, and waits for them there.
      if (remember) set({ rememberedLanguage: language });
      if (!words.ready(language)) {
        try {
          await words.load(language);
        } catch {
          return;
        }
      }
      if (asked !== latest) return;
      words.use(language);
      set({ language });
    };
    return {
      language: initialLanguage,
      rememberedLanguage: initialLanguage,
      theme: 'system',
      setLanguage: (language) => switchTo(language, true),
      setLanguageForVisit: (language) => switchTo(language, false),
      setTheme: (theme) => set({ theme }),
    };
  };

export function detectLanguage(browserLanguage: string | undefined): Language {
  return browserLanguage?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
