// The header's Sessions button. The panel (which reads storage and hashes the trace) loads on first use.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store';

const SessionsDialog = lazy(() => import('./SessionsDialog').then((m) => ({ default: m.SessionsDialog })));

export function SessionsEntry() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.sessionsDialogOpen);
  const setOpen = useAppStore((s) => s.setSessionsDialogOpen);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('library.sessions')}
      </button>
      <Suspense fallback={null}>{open ? <SessionsDialog onClose={() => setOpen(false)} /> : null}</Suspense>
    </>
  );
}
