// The language a page opens in (a link's `lang=`, else the stored or the browser's choice) has its words in before
// the first render: the store's gate loads them (state/preferences-slice.ts). Words that cannot load (offline before
// the first visit cached them) open this visit in English, the one bundled, keeping the remembered choice.
import type { AppStore, Language } from '../../../state/store';
import { hasLanguage } from '../../i18n/i18n';

export async function openInLanguage(store: AppStore, language: Language): Promise<void> {
  await store.getState().setLanguageForVisit(language);
  if (!hasLanguage(language)) await store.getState().setLanguageForVisit('en');
}
