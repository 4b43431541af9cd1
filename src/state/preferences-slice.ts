// The person's preferences: language and theme. Remembered between visits (localStorage, via persist).
import type { StateCreator } from 'zustand';

export type Language = 'en' | 'zh';
export type ThemeChoice = 'system' | 'light' | 'dark';

export interface PreferencesSlice {
  language: Language;
  theme: ThemeChoice;
  setLanguage: (language: Language) => void;
  setTheme: (theme: ThemeChoice) => void;
}

export const createPreferencesSlice =
  (initialLanguage: Language): StateCreator<PreferencesSlice, [], [], PreferencesSlice> =>
  (set) => ({
    language: initialLanguage,
    theme: 'system',
    setLanguage: (language) => set({ language }),
    setTheme: (theme) => set({ theme }),
  });

export function detectLanguage(browserLanguage: string | undefined): Language {
  return browserLanguage?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
