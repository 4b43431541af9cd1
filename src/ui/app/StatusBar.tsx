import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store/use-app-store';
import type { WorkerName, WorkerStatus } from '../../state/store';
import { asksEndpoint } from '../../state/session-edit/port-types';
import { useAppUpdate } from './update/app-update';
import { PresentingNote } from '../presenter/PresentingNote';

function WorkerBadge({ name, status }: { name: WorkerName; status: WorkerStatus }) {
  const { t } = useTranslation();
  const label = name === 'runtime' ? t('status.runtime') : t('status.shell');
  const symbol = status.state === 'ready' ? '●' : status.state === 'failed' ? '✕' : '○';
  return (
    <span className={`worker-badge worker-${status.state}`} data-worker={name} data-state={status.state}>
      <span aria-hidden="true">{symbol}</span> {label}: {t(`status.${status.state}`)}
      {status.state === 'failed' ? ` (${status.message})` : null}
    </span>
  );
}

/** Says honestly what answers the model turns: the offline scripted model, a recording, a live endpoint, or you. */
function ModelSummary() {
  const { t } = useTranslation();
  const model = useAppStore((s) => s.sessionModel);
  if (!model) return <span>{t('status.offline')}</span>;
  if (model.replaying)
    return <span data-model="replay">{t('status.replaying', { model: model.model })}</span>;
  if (model.kind === 'human') return <span data-model="human">{t('status.human')}</span>;
  // Live only when the provider asks an endpoint (the one test, provider-spec.ts); anything else is offline.
  if (!asksEndpoint(model.kind)) return <span>{t('status.offline')}</span>;
  const endpoint = model.endpoint ?? '—';
  if (!model.keyed)
    return <span data-model="no-key">{t('status.liveNoKey', { model: model.model, endpoint })}</span>;
  return <span data-model="live">{t('status.live', { model: model.model, endpoint })}</span>;
}

/** Once the service worker holds the whole app: until then a visit with the network off would fail. */
function OfflineReady() {
  const { t } = useTranslation();
  const { offlineReady } = useAppUpdate();
  if (!offlineReady) return null;
  return (
    <span className="offline-ready" data-testid="offline-ready" title={t('status.offlineReadyHint')}>
      <span aria-hidden="true">✓</span> {t('status.offlineReady')}
    </span>
  );
}

export function StatusBar() {
  const { t } = useTranslation();
  const workers = useAppStore((s) => s.workers);
  return (
    <footer className="status-bar" aria-label={t('status.label')}>
      <ModelSummary />
      <PresentingNote />
      <span className="status-workers">
        <OfflineReady />
        <WorkerBadge name="runtime" status={workers.runtime} />
        <WorkerBadge name="shell" status={workers.shell} />
      </span>
    </footer>
  );
}
