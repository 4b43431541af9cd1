// The open file as of the selected event: its content in the editor, or what changed since the session
// started. At the live end an edit saved here is sent to the runtime as a recorded input, applied at the next
// phase boundary (this is how a learner changes a file between a Read and an Edit and provokes a CONFLICT).
// At an earlier event the file is shown as it was then, read-only: an edit belongs to the present.
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { hasRuntime } from '../../state/runtime-slice';
import { useSessionActions } from '../store/session-actions';
import {
  shownFileEntry,
  shownWorkspace,
  workspaceTimeView,
  type WorkspaceTimeView,
} from '../../state/shown-workspace';
import { textFileOf, textOf } from '../../state/store';
import { LazyEditor } from '../editor/LazyEditor';
import { useResolvedTheme } from '../theme/use-resolved-theme';
import { FileDiff } from './FileDiff';

export function FileView({ path }: { path: string }) {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const dark = useResolvedTheme() === 'dark';
  const entry = useAppStore((s) => shownFileEntry(s, path));
  const listing = useAppStore(shownWorkspace);
  // The tree's listing has no contents: this file's is fetched once per version it shows.
  useEffect(() => void actions.syncOpenFile(), [listing, path, actions]);
  const content = entry === undefined ? null : textOf(entry);
  const original = useAppStore((s) => textFileOf(s.initialWorkspace, path));
  const timeView = useAppStore(workspaceTimeView);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  const editable = useAppStore(
    (s) => s.traceSource.kind === 'runtime' && hasRuntime(s) && s.cursorSeq === null,
  );
  // Text typed and not saved yet: kept in the store (and with the library entry), so a reload shows it again.
  const draftText = useAppStore((s) => s.editorDrafts[path]);
  const setEditorDraft = useAppStore((s) => s.setEditorDraft);
  const draft = draftText === undefined ? null : { path, text: draftText };
  const [showDiff, setShowDiff] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // A save shows in the tree once its file-change event is released (at once, or at the next boundary when
  // made mid-turn); until the file's content moves, the editor keeps showing what was saved (`over` is the
  // content it was saved over) rather than the old text. Once it moved, the file speaks for itself.
  const [saved, setSaved] = useState<{ text: string; over: string } | null>(null);
  if (saved !== null && content !== saved.over) setSaved(null); // adjusting state while rendering (React docs)
  if (entry === undefined) return <p className="empty-state">{t('editor.loading')}</p>;
  if (content === null) {
    const missingAtCursor = entry === null && cursorSeq !== null && timeView !== 'unavailable';
    return (
      <p className="empty-state">
        {missingAtCursor ? t('workspace.notYet', { path, seq: cursorSeq }) : t('workspace.notText', { path })}
      </p>
    );
  }
  const edited = editable && draft?.path === path && draft.text !== content;

  const save = async () => {
    if (!draft) return;
    const { queued } = await actions.queueInput({
      type: 'workspace-edit',
      source: 'editor',
      changes: [{ type: 'file', path, encoding: 'utf8', content: draft.text }],
    });
    setNotice(queued ? t('workspace.queued') : t('workspace.notQueued'));
    if (queued && content !== null) setSaved({ text: draft.text, over: content });
    setEditorDraft(path, null);
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
        {editable ? (
          <button type="button" onClick={() => void save()} disabled={!edited}>
            {t('workspace.save')}
          </button>
        ) : null}
        <TimeNotice view={timeView} seq={cursorSeq} />
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
            value={editable ? (draft?.text ?? (saved?.over === content ? saved.text : content)) : content}
            dark={dark}
            readOnly={!editable}
            onChange={(text) => setEditorDraft(path, text === content ? null : text)}
          />
        )}
      </div>
    </div>
  );
}

/** Which moment the file is shown at, unless it is the live end. */
function TimeNotice({ view, seq }: { view: WorkspaceTimeView; seq: number | null }) {
  const { t } = useTranslation();
  if (view === 'live') return null;
  const text = {
    past: t('workspace.asOfEvent', { seq }),
    loading: t('workspace.loadingPast', { seq }),
    unavailable: t('workspace.contentsNow'),
  }[view];
  return (
    <span className="muted" data-testid="file-moment" data-moment={view}>
      {text}
    </span>
  );
}
