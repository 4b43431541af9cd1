import { useTranslation } from 'react-i18next';
import { LazyEditor } from '../editor/LazyEditor';
import { useResolvedTheme } from '../theme/use-resolved-theme';

const WELCOME = `# Welcome to ToolScope

This editor shows files of the in-browser workspace at /workspace.
`;

/** File tree + editor. Until the workspace is wired in, the editor shows a read-only welcome note. */
export function WorkspaceRegion() {
  const { t } = useTranslation();
  const dark = useResolvedTheme() === 'dark';
  return (
    <div className="workspace-region">
      <nav className="file-tree" aria-label={t('regions.workspace')}>
        <p className="empty-state">{t('empty.workspace')}</p>
      </nav>
      <div className="editor-host">
        <LazyEditor path="/workspace/WELCOME.md" value={WELCOME} language="markdown" dark={dark} readOnly />
      </div>
    </div>
  );
}
