// The app this browser page runs: its store (the first visit picks the browser's language; later visits
// restore the choice) and the session actions bound to the browser (session-actions.ts). Called by
// start-app.tsx once per page, for the playground and the embedded player alike.
import { detectLanguage } from '../../../state/preferences-slice';
import { createAppStore } from '../../../state/store';
import { composeApp, type ComposedApp } from './compose-app';
import { browserSessionActions } from './session-actions';

export function browserApp(): ComposedApp {
  const store = createAppStore(
    detectLanguage(typeof navigator === 'undefined' ? undefined : navigator.language),
  );
  return composeApp(store, browserSessionActions);
}
