// The interface languages and colour schemes a person can choose, shared by the header and the Settings tab.
import type { Language, ThemeChoice } from '../../state/store';

/** Each language by its own name (the same in every interface language). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', zh: '中文' };
export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as readonly Language[];

/** The `lang` attribute of text written in that language. */
export const langAttribute = (language: Language): string => (language === 'zh' ? 'zh-CN' : 'en');

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** i18n keys of the colour schemes' labels. */
export const THEME_LABEL_KEYS = {
  system: 'header.themeSystem',
  light: 'header.themeLight',
  dark: 'header.themeDark',
} as const satisfies Record<ThemeChoice, string>;
