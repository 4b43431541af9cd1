// The person's preferences: language and theme. Remembered between visits (localStorage, via persist).
import type { StateCreator } from 'zustand';

export type Language = 'en' | 'zh';
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
  /** The person's choice: the page switches and remembers it. */
  setLanguage: (language: Language) => void;
  /** For this page load only (a link that says `lang=`); the remembered choice stays. */
  setLanguageForVisit: (language: Language) => void;
  setTheme: (theme: ThemeChoice) => void;
}

export const createPreferencesSlice =
  (initialLanguage: Language): StateCreator<PreferencesSlice, [], [], PreferencesSlice> =>
  (set) => ({
    language: initialLanguage,
    rememberedLanguage: initialLanguage,
    theme: 'system',
    setLanguage: (language) => set({ language, rememberedLanguage: language }),
    setLanguageForVisit: (language) => set({ language }),
    setTheme: (theme) => set({ theme }),
  });

export function detectLanguage(browserLanguage: string | undefined): Language {
  return browserLanguage?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
