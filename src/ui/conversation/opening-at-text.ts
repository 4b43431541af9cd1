// What the page says while an open fast-forwards a session to where a link, a file or a reload left it
// (state: `openingAt`, library-slice.ts): "Opening at step N…", instead of a step counter at 0 and "press
// Step or Run" beside controls that cannot be pressed yet (issue 33). Said by the step counter and, until the
// first event arrives, in the conversation's place.
import type { TFunction } from 'i18next';
import type { OpeningAt } from '../../state/library-slice';

export function openingAtText(t: TFunction, openingAt: OpeningAt): string {
  return openingAt.step === null
    ? t('controls.openingWhereLeft')
    : t('controls.openingAt', { step: openingAt.step });
}

/** The store's `openingAt` while the open holds the session (selector for useAppStore). */
export function openingAtOf(state: {
  readonly libraryRestoring: boolean;
  readonly openingAt: OpeningAt | null;
}): OpeningAt | null {
  return state.libraryRestoring ? state.openingAt : null;
}
