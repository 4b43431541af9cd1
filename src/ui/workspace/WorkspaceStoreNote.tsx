// Whether the session's files are kept in this browser (the runtime's IndexedDB store of the library entry):
// said in words only when they are not — read-only because another tab keeps the session, or a failed
// check — and always in data attributes, for tests and for anyone inspecting the page.
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';

export function WorkspaceStoreNote() {
  const { t } = useTranslation();
  const kept = useAppStore((s) => s.workspaceStore);
  if (kept === null) return null;
  const access = kept.kind === 'none' ? undefined : kept.access;
  const check = kept.kind === 'attached' ? kept.check : undefined;
  const problem = kept.kind === 'failed' ? kept.reason : kept.kind === 'attached' ? kept.failure : null;
  return (
    <div
      className="file-tree-store muted"
      data-testid="workspace-store"
      data-kind={kept.kind}
      data-access={access}
      data-check={check}
    >
      {access === 'read-only' ? <p role="status">{t('workspace.storeReadOnly')}</p> : null}
      {problem ? <p role="alert">{t('workspace.storeFailed', { reason: problem })}</p> : null}
    </div>
  );
}
