// The session actions bound to this browser: its localStorage / sessionStorage, its address bar, its Web
// Locks, i18next's words, the wall clock, and the runtime port connect-workers put in the store.
import { loadProblemsText } from '../../reasons/load-problem-text';
import i18next from 'i18next';
import type { AppStore } from '../../../state/store';
import { createSessionActions, type SessionActions } from '../../../state/session-actions/session-actions';
import { preloadTokenizer } from '../../common/use-token-counter';
import { LessonGuidePart } from '../../lessons/lesson-guide-part';
import { loadFailureText, openFailureText } from '../../share/load-failure';
import { browserSessionStorage } from './browser-storage';
import { decodeShareLinkInWorker } from './share-link-decoder';
import { browserTreeImports } from './tree-imports';

export function browserSessionActions(store: AppStore): SessionActions {
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
    trees: browserTreeImports,
    preloadTokenizer,
    preloadGuide: () => LessonGuidePart.preload(),
  });
}
