// A kept entry this version cannot open (its document fails the current schema, or it is no entry at all):
// shown with the reason, never dropped. It can only be deleted, and only after asking.
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { RefusedEntry } from '../../session/export/session-library';
import { loadProblemsText } from '../reasons/load-problem-text';
import { DeleteConfirm } from './DeleteConfirm';
import type { RowReport } from './row-report';

export function RefusedRow({ entry, onReport }: { entry: RefusedEntry; onReport: (r: RowReport) => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const name = entry.title ?? t('library.refused.untitled', { id: entry.id });
  return (
    <li className="session-row session-row-refused" data-refused-entry={entry.id}>
      <span className="session-row-title">{name}</span>
      <span className="session-row-failure" data-testid="session-refused-reason">
        {t(`library.refused.${entry.problem}`, {
          reason: entry.details ? loadProblemsText(entry.details) : entry.reason,
        })}
      </span>
      {confirming ? (
        <DeleteConfirm id={entry.id} title={name} onReport={onReport} onCancel={() => setConfirming(false)} />
      ) : (
        <span className="session-row-actions">
          <button type="button" onClick={() => setConfirming(true)}>
            {t('library.delete')}
          </button>
        </span>
      )}
    </li>
  );
}
