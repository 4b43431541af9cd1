// The Sessions panel: every session kept in this browser, with open / rename / duplicate / delete, a new
// blank session, and the session on screen saved as a new one. Also what a person needs to trust the
// autosave: whether what is shown is saved (only once its write completed), and the trace hash of what is
// shown (the same after a reload).
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { traceHashAtCursor } from '../../session/trace-hash';
import { useAppStore } from '../store/use-app-store';
import { saveIndicator } from '../../state/store';
import { ModalDialog } from '../common/ModalDialog';
import { useSessionActions } from '../store/session-actions';
import { RefusedRow } from './RefusedRow';
import type { RowReport } from './row-report';
import { SessionRow } from './SessionRow';
import { StorageUsageLine } from './StorageUsageLine';
import { useLibrary } from '../store/use-library';
import './library.css';

interface Props {
  readonly onClose: () => void;
  /** Opens the compare view (issue 17) in this panel's place. */
  readonly onCompare: () => void;
}

export function SessionsDialog({ onClose, onCompare }: Props) {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const activeId = useAppStore((s) => s.activeSessionId);
  const events = useAppStore((s) => s.events);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  const indicator = useAppStore(saveIndicator);
  const save = useAppStore((s) => s.librarySave);
  const restoring = useAppStore((s) => s.libraryRestoring);
  const source = useAppStore((s) => s.traceSource);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const library = useLibrary(true);
  // The same hash as the Share dialog's, the player's and `npm run replay`'s at the event shown.
  const hash = useMemo(() => traceHashAtCursor(events, cursorSeq), [events, cursorSeq]);
  const report = (outcome: RowReport) => {
    setProblem(outcome.ok ? null : (outcome.reason ?? null));
    setSaid(outcome.ok ? (outcome.said ?? null) : null);
  };

  return (
    <ModalDialog open onClose={onClose} labelledBy="sessions-title" className="sessions-dialog">
      <div className="lessons-modal-header">
        <h2 id="sessions-title">{t('library.title')}</h2>
        <button type="button" onClick={onClose}>
          {t('library.close')}
        </button>
      </div>
      <p className="muted">{t('library.intro')}</p>
      <div className="sessions-current" data-testid="library-save" data-save={indicator}>
        {restoring ? <p>{t('library.restoring')}</p> : null}
        <p>
          {t('library.traceHash')}
          {t('punctuation.colon')}
          <code data-testid="library-trace-hash">{hash}</code>{' '}
          <span className="muted" data-testid="library-event-count" data-count={events.length}>
            ({t('library.events', { count: events.length })})
          </span>
        </p>
        {indicator === 'saved' ? <p className="muted">{t('library.allSaved')}</p> : null}
        {indicator === 'saving' && !restoring ? <p className="muted">{t('library.saving')}</p> : null}
        {indicator === 'not-kept' && source.kind === 'runtime' ? (
          <p role="status">{t('library.notKept')}</p>
        ) : null}
        {indicator === 'elsewhere' ? (
          <p role="status" data-testid="library-elsewhere">
            {t('library.elsewhere')}
          </p>
        ) : null}
        {save.kind === 'failed' ? (
          <p role="alert" className="sessions-problem" data-testid="library-not-saved">
            {t('library.notSaved', { reason: save.reason })}
          </p>
        ) : null}
        <StorageUsageLine />
      </div>
      <div className="sessions-actions">
        <button
          type="button"
          // Done, the new session is what the person wants to see: the panel gives way to it (issue 33).
          onClick={() =>
            void actions.createBlankSession(t('library.blankTitle')).then((outcome) => {
              report(outcome);
              if (outcome.ok) onClose();
            })
          }
        >
          {t('library.newBlank')}
        </button>
        <button
          type="button"
          disabled={source.kind !== 'runtime'}
          onClick={() =>
            source.kind === 'runtime' &&
            void actions.saveCurrentAsNew(t('library.copyTitle', { title: source.title })).then(report)
          }
        >
          {t('library.saveCurrent')}
        </button>
        <button type="button" aria-haspopup="dialog" onClick={onCompare}>
          {t('compare.open')}
        </button>
      </div>
      {said !== null ? (
        <p role="status" data-testid="sessions-said">
          {said}
        </p>
      ) : null}
      {problem !== null ? (
        <p role="alert" className="sessions-problem">
          {problem}
        </p>
      ) : null}
      {library === null ? null : !library.ok ? (
        <p role="alert" className="sessions-problem">
          {library.reason}
        </p>
      ) : library.entries.length === 0 && library.refused.length === 0 ? (
        <p className="muted" data-testid="sessions-empty">
          {t('library.empty')}
        </p>
      ) : (
        <>
          <ul className="sessions-list" aria-labelledby="sessions-title">
            {library.entries.map((entry) => (
              <SessionRow
                key={entry.id}
                entry={entry}
                active={entry.id === activeId}
                onOpened={(outcome) => (outcome.ok ? onClose() : report(outcome))}
                onReport={report}
              />
            ))}
          </ul>
          {library.refused.length > 0 ? (
            <>
              <h3 id="sessions-refused-title">{t('library.refused.heading')}</h3>
              <ul className="sessions-list" aria-labelledby="sessions-refused-title">
                {library.refused.map((entry) => (
                  <RefusedRow key={entry.id} entry={entry} onReport={report} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </ModalDialog>
  );
}
