import { useTranslation } from '../i18n/use-translation';
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

/** What answers the model turns, in words: the line is cut short in the compact layout, so it is its title too. */
function ModelLine({ text, model }: { text: string; model?: string }) {
  return (
    <span className="model-summary" title={text} data-model={model}>
      {text}
    </span>
  );
}

/** Says honestly what answers the model turns: the offline scripted model, a recording, a live endpoint, or you. */
function ModelSummary() {
  const { t } = useTranslation();
  const model = useAppStore((s) => s.sessionModel);
  if (!model) return <ModelLine text={t('status.offline')} />;
  if (model.replaying)
    return <ModelLine model="replay" text={t('status.replaying', { model: model.model })} />;
  if (model.kind === 'human') return <ModelLine model="human" text={t('status.human')} />;
  // Live only when the provider asks an endpoint (the one test, provider-spec.ts); anything else is offline.
  if (!asksEndpoint(model.kind)) return <ModelLine text={t('status.offline')} />;
  const endpoint = model.endpoint ?? '—';
  if (!model.keyed)
    return <ModelLine model="no-key" text={t('status.liveNoKey', { model: model.model, endpoint })} />;
  const api = t(`wire.api.${model.api ?? 'chat-completions'}`);
  return <ModelLine model="live" text={t('status.live', { model: model.model, endpoint, api })} />;
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
