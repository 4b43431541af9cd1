// A reason as plain text in the page's language, for titles, labels, notices and the terminal.
import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { reasonString, type Reason } from './reason';

export function useReasonString(): (reason: Reason) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((reason: Reason) => reasonString(reason, t, language), [t, language]);
}
