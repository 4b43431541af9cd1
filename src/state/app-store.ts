// The app's store instance. The first visit picks the browser's language; later visits restore the choice.
import { createAppStore } from './store';
import { detectLanguage } from './preferences-slice';

export const useAppStore = createAppStore(
  detectLanguage(typeof navigator === 'undefined' ? undefined : navigator.language),
);
