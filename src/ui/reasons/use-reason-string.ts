// A reason as plain text in the page's language, for titles, labels and notices.
import { useTranslation } from 'react-i18next';
import { reasonString, type Reason } from './reason';

export function useReasonString(): (reason: Reason) => string {
  const { t, i18n } = useTranslation();
  return (reason) => reasonString(reason, t, i18n.language);
}
