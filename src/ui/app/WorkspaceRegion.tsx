// File tree + the open file. Until a session is open, the editor shows a short welcome note.
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store/use-app-store';
import { FileTree } from '../workspace/FileTree';
import { FileView } from '../workspace/FileView';
import { WelcomeNote } from '../workspace/WelcomeNote';
import { usePastWorkspaceSync } from '../workspace/use-past-workspace';

export function WorkspaceRegion() {
  const { t } = useTranslation();
  const openPath = useAppStore((s) => s.openFilePath);
  usePastWorkspaceSync();
  return (
    <div className="workspace-region">
      <nav className="file-tree" aria-label={t('workspace.files')}>
        <FileTree />
      </nav>
      <div className="editor-host">
        {openPath ? (
          <FileView key={openPath} path={openPath} />
        ) : (
          <WelcomeNote markdown={t('workspace.welcome')} />
        )}
      </div>
    </div>
  );
}
