// How much of this browser's storage the site uses against its quota, and whether the browser promised to
// keep it (persistent storage): read when the Sessions panel opens and after each change to the library.
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { StorageUsage } from '../../state/session-actions/deps';
import { TextWithSizes } from '../common/ByteSize';
import { useAppStore } from '../store/use-app-store';
import { useSessionActions } from '../store/session-actions';

export function StorageUsageLine() {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const revision = useAppStore((s) => s.libraryRevision);
  const [usage, setUsage] = useState<StorageUsage | null>(null);
  useEffect(() => {
    let current = true;
    void actions.storageUsage().then((next) => current && setUsage(next));
    return () => {
      current = false;
    };
  }, [revision, actions]);
  if (usage === null) return null;
  return (
    <p
      className="muted"
      data-testid="library-usage"
      data-used={usage.usedBytes}
      data-quota={usage.quotaBytes}
      data-persisted={usage.persisted}
    >
      <TextWithSizes i18nKey="library.usage" sizes={{ used: usage.usedBytes, quota: usage.quotaBytes }} />{' '}
      {usage.persisted ? t('library.persisted') : t('library.notPersisted')}
    </p>
  );
}
