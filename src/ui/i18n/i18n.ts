// i18next set up once for the app: English and Chinese resources bundled (no network), language chosen by
// the preferences store. See docs/decisions/0008-i18next.md.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { zh } from './zh';

export type { Language } from '../../state/store';
import type { Language } from '../../state/store';

export function initI18n(language: Language): typeof i18next {
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
  });
  return i18next;
}
