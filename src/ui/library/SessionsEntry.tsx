// The header's Sessions button, with a word on whether the session on screen is kept: "Saved" only once the
// write of exactly what is shown completed (library-slice `saveIndicator`). The panel (which reads storage
// and hashes the trace) loads on first use. "Compare two runs" opens from the panel or from a lesson note
// that points at it, so whether it is open is the store's (`compareDialogOpen`).
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { saveIndicator } from '../../state/store';
import { lazyPart } from '../common/lazy-part';
import './library.css';

// Both say "Compare two runs", in words that load with them.
const compareWords = () => import('../i18n/parts/compare').then((m) => [m.compareWords]);
const SessionsDialog = lazyPart(
  'sessions',
  () => import('./SessionsDialog').then((m) => m.SessionsDialog),
  compareWords,
);
const CompareDialog = lazyPart(
  'compare',
  () => import('../compare/CompareDialog').then((m) => m.CompareDialog),
  compareWords,
);

export function SessionsEntry() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.sessionsDialogOpen);
  const setOpen = useAppStore((s) => s.setSessionsDialogOpen);
  const indicator = useAppStore(saveIndicator);
  const shown = useAppStore((s) => s.traceSource.kind === 'runtime');
  const comparing = useAppStore((s) => s.compareDialogOpen);
  const setComparing = useAppStore((s) => s.setCompareDialogOpen);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('library.sessions')}
      </button>
      {shown ? (
        <span className="sessions-save-state muted" data-testid="save-state" data-save={indicator}>
          {t(`library.indicator.${indicator}`)}
        </span>
      ) : null}
      {open ? (
        <SessionsDialog
          onClose={() => setOpen(false)}
          onCompare={() => {
            setOpen(false);
            setComparing(true);
          }}
        />
      ) : null}
      {comparing ? <CompareDialog onClose={() => setComparing(false)} /> : null}
    </>
  );
}
