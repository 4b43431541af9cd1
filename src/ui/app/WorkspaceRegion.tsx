// File tree + the open file. Until a session is open, the editor shows a short welcome note.
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store';
import { LazyEditor } from '../editor/LazyEditor';
import { useResolvedTheme } from '../theme/use-resolved-theme';
import { FileTree } from '../workspace/FileTree';
import { FileView } from '../workspace/FileView';

const WELCOME = `# Welcome to ToolScope

Open a lesson in the Conversation panel: its workspace appears here.
Files a tool changes are marked; open one to see what changed.
Edit a file between steps and save: the edit is recorded, and the next step sees it.
`;

export function WorkspaceRegion() {
  const { t } = useTranslation();
  const dark = useResolvedTheme() === 'dark';
  const openPath = useAppStore((s) => s.openFilePath);
  return (
    <div className="workspace-region">
      <nav className="file-tree" aria-label={t('workspace.files')}>
        <FileTree />
      </nav>
      <div className="editor-host">
        {openPath ? (
          <FileView key={openPath} path={openPath} />
        ) : (
          <LazyEditor path="/workspace/WELCOME.md" value={WELCOME} language="markdown" dark={dark} readOnly />
        )}
      </div>
    </div>
  );
}
