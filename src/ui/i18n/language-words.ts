// The page's words for the store's language gate (`LanguageWords`, state/preferences-slice.ts): a language lands in the store only
// once i18next has its dictionary, and i18next switches just before the store does, so the render that follows
// a click is worded in the new language throughout (no label left in the old one, no English flash).
import i18next from 'i18next';
import type { LanguageWords } from '../../state/preferences-slice';
import { hasLanguage, loadLanguage } from './i18n';

export const pageLanguageWords: LanguageWords = {
  ready: hasLanguage,
  load: loadLanguage,
  use: (language) => void i18next.changeLanguage(language),
};
