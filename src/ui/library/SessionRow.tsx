// One kept session: its name, where it came from and when it was saved, and its actions. Rename edits the
// name in place; delete asks first, in the row itself, naming what will be lost.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryEntry } from '../../session/export/session-library';
import type { OpenOutcome } from '../share/open-document';
import { deleteSession, duplicateSession, openEntry, renameSession } from './library-actions';

interface Props {
  readonly entry: LibraryEntry;
  readonly active: boolean;
  readonly onOpened: (outcome: OpenOutcome) => void;
  readonly onProblem: (outcome: { ok: boolean; reason?: string }) => void;
}

type RowMode =
  | { readonly kind: 'view' }
  | { readonly kind: 'rename'; readonly draft: string }
  | { readonly kind: 'confirm-delete' };

export function SessionRow({ entry, active, onOpened, onProblem }: Props) {
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
            <span className="session-row-title">{entry.title}</span>
            <span className="muted">
              {t(`library.origin.${entry.origin}`)} · {t('library.savedAt', { time: when })}
              {active ? ` · ${t('library.openNow')}` : ''}
            </span>
            <span className="session-row-actions">
              <button type="button" onClick={() => void openEntry(entry).then(onOpened)}>
                {t('library.open')}
              </button>
              <button type="button" onClick={() => setMode({ kind: 'rename', draft: entry.title })}>
                {t('library.rename')}
              </button>
              <button
                type="button"
                onClick={() =>
                  onProblem(duplicateSession(entry.id, t('library.copyTitle', { title: entry.title })))
                }
              >
                {t('library.duplicate')}
              </button>
              <button type="button" onClick={() => setMode({ kind: 'confirm-delete' })}>
                {t('library.delete')}
              </button>
            </span>
          </>
        );
      case 'rename':
        return (
          <form
            className="session-row-rename"
            onSubmit={(event) => {
              event.preventDefault();
              const renamed = renameSession(entry.id, mode.draft);
              onProblem(renamed);
              if (renamed.ok) setMode({ kind: 'view' });
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
          <div role="alertdialog" aria-label={t('library.delete')} className="session-row-confirm">
            <span>{t('library.confirmDelete', { title: entry.title })}</span>
            <button type="button" onClick={() => onProblem(deleteSession(entry.id))}>
              {t('library.confirmDeleteYes')}
            </button>
            <button type="button" onClick={() => setMode({ kind: 'view' })}>
              {t('library.cancel')}
            </button>
          </div>
        );
      default: {
        const unreachable: never = mode;
        return unreachable;
      }
    }
  }
}
