// Run / pause / step / step over / stop for the session the runtime worker is running, and its status.
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { useSessionActions } from '../store/session-actions';
import type { ControlCommand } from '../../state/store';
import { runtimeStatusText } from './runtime-status-text';

export function RuntimeControls() {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const status = useAppStore((s) => s.runtimeStatus);
  // Driving the runtime follows the live end.
  const send = (command: ControlCommand) => void actions.drive(command);
  const running = status?.phase === 'running';
  const paused = status?.paused ?? true;
  // A failed call waits for the person too, but going on is what retries it: Run, Step and Step over stay on.
  const waiting = status?.waiting != null && status.waiting.kind !== 'failed-call';
  // While a session is being opened (kept, replayed to where it was, its guide put in place) the run is not
  // the person's to drive yet: a command then would race the open (state/session-actions/runtime-commands.ts).
  const opening = useAppStore((s) => s.libraryRestoring);
  return (
    <div className="runtime-controls" role="toolbar" aria-label={t('runtime.label')}>
      {running && !paused ? (
        <button
          type="button"
          onClick={() => send('pause')}
          aria-keyshortcuts="r"
          title={t('runtime.hint.pause')}
        >
          {t('runtime.pause')}
        </button>
      ) : (
        <button
          type="button"
          onClick={() => send('run')}
          disabled={!running || waiting || opening}
          aria-keyshortcuts="r"
          title={t('runtime.hint.run')}
        >
          {t('runtime.run')}
        </button>
      )}
      <button
        type="button"
        onClick={() => send('step')}
        disabled={!running || !paused || waiting || opening}
        aria-keyshortcuts="s"
        title={t('runtime.hint.step')}
      >
        {t('runtime.step')}
      </button>
      <button
        type="button"
        onClick={() => send('step-over')}
        disabled={!running || !paused || waiting || opening}
        aria-keyshortcuts="o"
        title={t('runtime.hint.stepOver')}
      >
        {t('runtime.stepOver')}
      </button>
      <button type="button" onClick={() => send('stop')} disabled={!running} title={t('runtime.hint.stop')}>
        {t('runtime.stop')}
      </button>
      <output
        className="runtime-status"
        data-testid="runtime-status"
        data-phase={status?.phase ?? 'idle'}
        data-paused={String(paused)}
        data-asking={status?.asking ? status.asking.endpoint : undefined}
      >
        {runtimeStatusText(status, t)}
      </output>
    </div>
  );
}
