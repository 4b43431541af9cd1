// The app's store instance (vanilla: ui/store/use-app-store.ts binds it to React). The first visit picks the
// browser's language; later visits restore the choice.
import { createAppStore } from './store';
import { detectLanguage } from './preferences-slice';

export const appStore = createAppStore(
  detectLanguage(typeof navigator === 'undefined' ? undefined : navigator.language),
);
