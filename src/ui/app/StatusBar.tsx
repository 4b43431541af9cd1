import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store';
import type { WorkerName, WorkerStatus } from '../../state/store';

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

export function StatusBar() {
  const { t } = useTranslation();
  const workers = useAppStore((s) => s.workers);
  return (
    <footer className="status-bar" aria-label={t('status.label')}>
      <span>{t('status.offline')}</span>
      <span className="status-workers">
        <WorkerBadge name="runtime" status={workers.runtime} />
        <WorkerBadge name="shell" status={workers.shell} />
      </span>
    </footer>
  );
}
