// "A new version is ready": reloads only when the person says so. What a reload brings back today is the
// library's restore (the session on screen, replayed to the position it was at), as on any reload.
import { useTranslation } from '../../i18n/use-translation';
import { useAppUpdate } from './app-update';
import './app-update.css';

export function AppUpdatePrompt() {
  const { t } = useTranslation();
  const { waiting, accept, postpone } = useAppUpdate();
  if (!waiting) return null;
  return (
    <aside className="app-update" role="status" aria-label={t('appUpdate.ready')} data-testid="app-update">
      <span>{t('appUpdate.ready')}</span>
      <button type="button" onClick={accept}>
        {t('appUpdate.reload')}
      </button>
      <button type="button" onClick={postpone}>
        {t('appUpdate.later')}
      </button>
    </aside>
  );
}
