// The workspace's files as of the selected event; those changed by then are marked with who changed them.
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store';
import { selectFileChanges } from '../../state/selectors';
import { shownWorkspace } from '../../state/shown-workspace';
import { useTraceView } from '../trace/use-trace-view';

export function FileTree() {
  const { t } = useTranslation();
  const workspace = useAppStore(shownWorkspace);
  const openPath = useAppStore((s) => s.openFilePath);
  const openFile = useAppStore((s) => s.openFile);
  const changes = useTraceView(selectFileChanges);
  const files = (workspace?.entries ?? []).filter((e) => e.type === 'file');
  if (files.length === 0) return <p className="empty-state">{t('empty.workspace')}</p>;
  return (
    <ul className="file-list">
      {files.map((file) => {
        const change = changes.get(file.path);
        const depth = file.path.split('/').length - 1;
        return (
          <li key={file.path}>
            <button
              type="button"
              className={`file-item${change ? ' is-changed' : ''}`}
              style={{ paddingLeft: 8 + depth * 12 }}
              aria-current={openPath === file.path ? 'true' : undefined}
              data-path={file.path}
              onClick={() => openFile(file.path)}
            >
              <span className="file-name">{file.path.split('/').at(-1)}</span>
              {change ? (
                <span className="file-change" title={t('workspace.changedBy', { source: change.source })}>
                  <span aria-hidden="true">● </span>
                  {t(`workspace.source.${change.source}`)}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
