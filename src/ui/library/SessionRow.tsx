// One kept session: its name, where it came from and when it was saved, and its actions. Rename edits the
// name in place; delete asks first, in the row itself, naming what will be lost. An entry whose last open
// failed says why, and offers to try again.
import { useState } from 'react';
import { ShownTitle } from '../lessons/ShownTitle';
import { useTranslation } from '../i18n/use-translation';
import type { LibraryEntry } from '../../session/export/session-library';
import { openFailureText } from '../share/load-failure';
import type { OpenOutcome } from '../../state/session-actions/session-actions';
import { useSessionActions } from '../store/session-actions';
import { DeleteConfirm } from './DeleteConfirm';
import type { RowReport } from './row-report';
import { assertNever } from '../../common/assert-never';

interface Props {
  readonly entry: LibraryEntry;
  readonly active: boolean;
  readonly onOpened: (outcome: OpenOutcome) => void;
  readonly onReport: (report: RowReport) => void;
}

type RowMode =
  | { readonly kind: 'view' }
  | { readonly kind: 'rename'; readonly draft: string }
  | { readonly kind: 'confirm-delete' };

export function SessionRow({ entry, active, onOpened, onReport }: Props) {
  const actions = useSessionActions();
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<RowMode>({ kind: 'view' });
  const saved = new Date(entry.savedAt);
  const when = Number.isNaN(saved.getTime())
    ? entry.savedAt
    : saved.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en');

  return (
    <li
      className="session-row"
      data-session-entry={entry.id}
      data-active={active}
      data-open-failed={entry.openFailure !== undefined}
      aria-current={active ? 'true' : undefined}
    >
      {body()}
    </li>
  );

  function body() {
    switch (mode.kind) {
      case 'view':
        return (
          <>
            <span className="session-row-title">
              <ShownTitle title={entry.title} lessonId={entry.lessonId} />
            </span>
            <span className="muted">
              {t(`library.origin.${entry.origin}`)} · {t('library.savedAt', { time: when })}
              {active ? ` · ${t('library.openNow')}` : ''}
            </span>
            <span className="session-row-actions">
              <button type="button" onClick={() => void actions.switchToEntry(entry).then(onOpened)}>
                {entry.openFailure ? t('library.tryAgain') : t('library.open')}
              </button>
              <button type="button" onClick={() => setMode({ kind: 'rename', draft: entry.title })}>
                {t('library.rename')}
              </button>
              <button
                type="button"
                onClick={() =>
                  void actions
                    .duplicateSession(entry.id, t('library.copyTitle', { title: entry.title }))
                    .then(onReport)
                }
              >
                {t('library.duplicate')}
              </button>
              <button type="button" onClick={() => setMode({ kind: 'confirm-delete' })}>
                {t('library.delete')}
              </button>
            </span>
            {entry.openFailure ? (
              <span className="session-row-failure" data-testid="session-open-failure">
                {t('library.lastOpenFailed', { reason: openFailureText(entry.openFailure) })}
              </span>
            ) : null}
          </>
        );
      case 'rename':
        return (
          <form
            className="session-row-rename"
            onSubmit={(event) => {
              event.preventDefault();
              void actions.renameSession(entry.id, mode.draft).then((renamed) => {
                onReport(renamed);
                if (renamed.ok) setMode({ kind: 'view' });
              });
            }}
          >
            <label>
              <span className="sr-only">{t('library.nameLabel')}</span>
              <input
                value={mode.draft}
                aria-label={t('library.nameLabel')}
                autoFocus
                onChange={(event) => setMode({ kind: 'rename', draft: event.target.value })}
              />
            </label>
            <button type="submit">{t('library.save')}</button>
            <button type="button" onClick={() => setMode({ kind: 'view' })}>
              {t('library.cancel')}
            </button>
          </form>
        );
      case 'confirm-delete':
        return (
          <DeleteConfirm
            id={entry.id}
            title={entry.title}
            onReport={onReport}
            onCancel={() => setMode({ kind: 'view' })}
          />
        );
      default: {
        return assertNever(mode);
      }
    }
  }
}
