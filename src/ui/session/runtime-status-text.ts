// The runtime toolbar's status line, a function of the worker's status: what phase the run is in, and why it
// is not moving. A session opened and not yet stepped is "ready", not "running": nothing has run.
import type { TFunction } from 'i18next';
import type { RuntimeStatus } from '../../state/store';

export function runtimeStatusText(status: RuntimeStatus | null, t: TFunction): string {
  if (!status) return t('runtime.phase.idle');
  const running = status.phase === 'running';
  const waiting = status.waiting !== null;
  if (running && status.paused && status.released === 0 && !waiting && !status.asking)
    return t('runtime.notStarted');
  return (
    t(`runtime.phase.${status.phase}`) +
    (running && status.paused ? ` · ${t('runtime.paused')}` : '') +
    (waiting ? ` · ${t('runtime.waiting')}` : '') +
    (status.asking
      ? ` · ${t('runtime.asking', { model: status.asking.model, endpoint: status.asking.endpoint })}`
      : '') +
    (status.lastRun && status.phase === 'finished'
      ? ` · ${t(`reasons.runEnd.${status.lastRun.endReason}`)}`
      : '')
  );
}
