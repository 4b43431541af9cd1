// A call's outcome in a badge: its error code as it is (a protocol code, drawn as code), else its status
// word in the page's language (success / partial / error).
import { useTranslation } from '../i18n/use-translation';
import type { ToolErrorCode, ToolStatus } from '../../engine';

export function StatusBadgeText({
  status,
  errorCode,
}: {
  status: ToolStatus;
  errorCode: ToolErrorCode | null;
}) {
  const { t } = useTranslation();
  if (errorCode !== null) return <span translate="no">{errorCode}</span>;
  return <>{t(`status.result.${status}`)}</>;
}
