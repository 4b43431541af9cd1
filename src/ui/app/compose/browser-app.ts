// The app this browser page runs: its store (the first visit picks the browser's language; later visits
// restore the choice) and the session actions bound to the browser (session-actions.ts). Called by
// start-app.tsx once per page, for the playground and the embedded player alike.
import { detectLanguage } from '../../../state/preferences-slice';
import { createAppStore } from '../../../state/store';
import { pageLanguageWords } from '../../i18n/language-words';
import { composeApp, type ComposedApp } from './compose-app';
import { browserSessionActions } from './session-actions';

export function browserApp(): ComposedApp {
  const store = createAppStore(
    detectLanguage(typeof navigator === 'undefined' ? undefined : navigator.language),
    // A language lands in the store only once its dictionary is in (Chinese is a chunk of its own).
    pageLanguageWords,
  );
  return composeApp(store, browserSessionActions);
}
