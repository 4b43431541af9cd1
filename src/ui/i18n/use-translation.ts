// The panels' words: `const { t, i18n } = useTranslation()`, as react-i18next's hook of that name, at a
// fraction of its cost. Each of its mounts copies the i18next instance's properties into a wrapper; travelling
// through a long trace mounts hundreds of call cards, and that copy was a sixth of the redraw (issue 37,
// `npm run bench -- ui`). Here one { t, i18n } per instance and language is shared by every component, and a
// component redraws when the language changes, as with react-i18next. The instance is the one an
// I18nextProvider gives (tests draw in a language of their own) or else the app's (i18n.ts).
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

export interface Translation {
  readonly t: TFunction;
  readonly i18n: I18n;
}

/** Per instance: the words for its language now, kept until the language changes. */
const current = new WeakMap<I18n, Translation & { readonly language: string }>();

function translationOf(i18n: I18n): Translation {
  const kept = current.get(i18n);
  if (kept && kept.language === i18n.language) return kept;
  const fresh = { t: i18n.getFixedT(null, 'translation'), i18n, language: i18n.language };
  current.set(i18n, fresh);
  return fresh;
}

/** Per instance: one subscribe function, so React does not resubscribe on every render. */
const subscribers = new WeakMap<I18n, (onChange: () => void) => () => void>();

function subscriberOf(i18n: I18n): (onChange: () => void) => () => void {
  let subscribe = subscribers.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscribers.set(i18n, subscribe);
  }
  return subscribe;
}

export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const snapshot = () => translationOf(i18n);
  return useSyncExternalStore(subscriberOf(i18n), snapshot, snapshot);
}
