// Deleting a kept session asks first, in the row itself, naming what will be lost (a session row, and a row
// of an entry this version cannot open).
import { useTranslation } from '../i18n/use-translation';
import { useSessionActions } from '../store/session-actions';
import type { RowReport } from './row-report';

interface Props {
  readonly id: string;
  readonly title: string;
  readonly onReport: (report: RowReport) => void;
  readonly onCancel: () => void;
}

export function DeleteConfirm({ id, title, onReport, onCancel }: Props) {
  const actions = useSessionActions();
  const { t } = useTranslation();
  return (
    <div role="alertdialog" aria-label={t('library.delete')} className="session-row-confirm">
      <span>{t('library.confirmDelete', { title })}</span>
      <button
        type="button"
        onClick={() =>
          void actions
            .deleteSession(id)
            .then((deleted) => onReport(deleted.ok ? { ok: true, said: deleted.value.said } : deleted))
        }
      >
        {t('library.confirmDeleteYes')}
      </button>
      <button type="button" onClick={onCancel}>
        {t('library.cancel')}
      </button>
    </div>
  );
}
