// The session actions bound to this browser: its localStorage / sessionStorage, its address bar, its Web
// Locks, i18next's words, the wall clock, the runtime port connect-workers put in the store, and the app's
// own token counter and tree-import mail (compose-app.ts).
import { loadProblemsText } from '../../reasons/load-problem-text';
import i18next from 'i18next';
import type { AppStore } from '../../../state/store';
import { createSessionActions, type SessionActions } from '../../../state/session-actions/session-actions';
import { LessonGuidePart } from '../../lessons/lesson-guide-part';
import { loadFailureText, openFailureText } from '../../share/load-failure';
import { browserSessionStorage } from './browser-storage';
import { decodeShareLinkInWorker } from './share-link-decoder';
import { browserTreeImports } from './tree-imports';
import type { ActionParts } from './compose-app';

export function browserSessionActions(store: AppStore, parts: ActionParts): SessionActions {
  return createSessionActions({
    store,
    runtime: () => store.getState().runtimePort,
    storage: browserSessionStorage,
    location: {
      pathname: () => window.location.pathname,
      search: () => window.location.search,
      replace: (url) => window.history.replaceState(null, '', url),
    },
    text: {
      t: (key, values) => i18next.t(key, { ...values }),
      loadFailure: loadFailureText,
      openFailure: openFailureText,
      loadProblems: (problems) => loadProblemsText(problems),
    },
    locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
    now: () => new Date().toISOString(),
    decodeShareLink: decodeShareLinkInWorker,
    trees: browserTreeImports(parts.runtimeMail),
    preloadTokenizer: () => parts.tokenCounts.preload(),
    preloadGuide: () => LessonGuidePart.preload(),
  });
}
