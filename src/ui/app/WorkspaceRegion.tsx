// File tree + the open file. Until a session is open, the editor shows a short welcome note; then, until a
// file is opened, the session's first file as plain text (FirstFilePreview). In a narrow column
// (853 × 480 at 1.5×) the tree sits above the editor instead of beside it (app.css, a container query), so
// no word is ever broken to fit.
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { FileTree } from '../workspace/FileTree';
import { FileView } from '../workspace/FileView';
import { WelcomeNote } from '../workspace/WelcomeNote';
import { usePastWorkspaceSync } from '../workspace/use-past-workspace';
import { FirstFilePreview } from '../workspace/FirstFilePreview';

export function WorkspaceRegion() {
  const { t } = useTranslation();
  const openPath = useAppStore((s) => s.openFilePath);
  const sessionOpen = useAppStore((s) => s.currentSession !== null);
  usePastWorkspaceSync();
  return (
    <div className="workspace-region">
      <div className="workspace-split">
        <nav className="file-tree" aria-label={t('workspace.files')}>
          <FileTree />
        </nav>
        <div className="editor-host">
          {openPath ? (
            <FileView key={openPath} path={openPath} />
          ) : sessionOpen ? (
            <FirstFilePreview />
          ) : (
            <WelcomeNote markdown={t('workspace.welcome')} />
          )}
        </div>
      </div>
    </div>
  );
}
