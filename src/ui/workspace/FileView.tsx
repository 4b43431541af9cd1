// The open file: its current content in the editor, or what changed since the session started. An edit saved
// here is sent to the runtime as a recorded input, applied at the next phase boundary (this is how a learner
// changes a file between a Read and an Edit and provokes a CONFLICT).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store';
import { textFileOf } from '../../state/store';
import { LazyEditor } from '../editor/LazyEditor';
import { useResolvedTheme } from '../theme/use-resolved-theme';
import { FileDiff } from './FileDiff';

export function FileView({ path }: { path: string }) {
  const { t } = useTranslation();
  const dark = useResolvedTheme() === 'dark';
  const content = useAppStore((s) => textFileOf(s.workspace, path));
  const original = useAppStore((s) => textFileOf(s.initialWorkspace, path));
  const live = useAppStore((s) => s.traceSource.kind === 'runtime' && s.runtimePort !== null);
  const [draft, setDraft] = useState<{ path: string; text: string } | null>(null);
  const [showDiff, setShowDiff] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The worker holds the workspace as it is now; file contents are not rewound by time travel (the tree's
  // change marks are). Say so rather than let an earlier event seem to show later contents.
  const travelling = useAppStore((s) => s.cursorSeq !== null);
  if (content === null) return <p className="empty-state">{t('workspace.notText', { path })}</p>;
  const edited = draft?.path === path && draft.text !== content;

  const save = async () => {
    if (!draft) return;
    const queued = await useAppStore.getState().runtimePort?.input({
      type: 'workspace-edit',
      source: 'editor',
      changes: [{ type: 'file', path, encoding: 'utf8', content: draft.text }],
    });
    setNotice(queued ? t('workspace.queued') : t('workspace.notQueued'));
    setDraft(null);
  };

  return (
    <div className="file-view">
      <div className="file-toolbar">
        <code className="file-path">{path}</code>
        <div role="group" aria-label={t('workspace.view')} className="segmented">
          <button type="button" aria-pressed={!showDiff} onClick={() => setShowDiff(false)}>
            {t('workspace.content')}
          </button>
          <button
            type="button"
            aria-pressed={showDiff}
            onClick={() => setShowDiff(true)}
            disabled={original === content}
          >
            {t('workspace.changes')}
          </button>
        </div>
        {live ? (
          <button type="button" onClick={() => void save()} disabled={!edited}>
            {t('workspace.save')}
          </button>
        ) : null}
        {travelling ? (
          <span className="muted" data-testid="contents-now">
            {t('workspace.contentsNow')}
          </span>
        ) : null}
        {notice ? (
          <span className="muted" role="status">
            {notice}
          </span>
        ) : null}
      </div>
      <div className="editor-host">
        {showDiff && original !== content ? (
          <FileDiff path={path} before={original ?? ''} after={content} />
        ) : (
          <LazyEditor
            path={`/workspace/${path}`}
            value={draft?.path === path ? draft.text : content}
            dark={dark}
            readOnly={!live}
            onChange={(text) => setDraft({ path, text })}
          />
        )}
      </div>
    </div>
  );
}
