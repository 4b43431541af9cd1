// File tree + the open file. Until a session is open, the editor shows a short welcome note.
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store/use-app-store';
import { LazyEditor } from '../editor/LazyEditor';
import { useResolvedTheme } from '../theme/use-resolved-theme';
import { FileTree } from '../workspace/FileTree';
import { FileView } from '../workspace/FileView';
import { usePastWorkspaceSync } from '../workspace/use-past-workspace';

export function WorkspaceRegion() {
  const { t } = useTranslation();
  const dark = useResolvedTheme() === 'dark';
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
          <LazyEditor
            path="/workspace/WELCOME.md"
            value={t('workspace.welcome')}
            language="markdown"
            dark={dark}
            readOnly
          />
        )}
      </div>
    </div>
  );
}
