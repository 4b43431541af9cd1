// With a session open and no file chosen, the editor area shows the session's first file (state/first-file.ts)
// as plain text, so the app's welcome gives way to the lesson's own work — without fetching Monaco, which
// comes when a file is opened (the first screen and a lesson opened paused fetch nothing heavy). Its content
// is the session document's own, so it is there at once while the workspace is as the session starts; after
// that, or in an empty workspace, a line says how to open a file.
import { useTranslation } from '../i18n/use-translation';
import { firstFileOf } from '../../state/first-file';
import { shownFileEntry, shownWorkspace } from '../../state/shown-workspace';
import { textOf } from '../../state/store';
import { revealBidiControls } from '../common/bidi-controls';
import { useAppStore } from '../store/use-app-store';

export function FirstFilePreview() {
  const { t } = useTranslation();
  const first = useAppStore((s) => firstFileOf(shownWorkspace(s)));
  const empty = useAppStore((s) => (shownWorkspace(s)?.types.length ?? 0) === 0);
  const entry = useAppStore((s) => (first === null ? null : shownFileEntry(s, first)));
  const openFile = useAppStore((s) => s.openFile);
  const text = entry === undefined ? null : textOf(entry);
  if (first === null || text === null) {
    return (
      <p className="welcome-note muted" data-testid="no-file-open">
        {t(empty ? 'workspace.nothingToOpen' : 'workspace.noFileOpen')}
      </p>
    );
  }
  return (
    <div className="welcome-note first-file" data-testid="first-file" data-path={first}>
      <p className="first-file-head">
        <code translate="no">{revealBidiControls(first)}</code>{' '}
        <button type="button" onClick={() => openFile(first)}>
          {t('workspace.openInEditor')}
        </button>
      </p>
      <pre translate="no">{revealBidiControls(text)}</pre>
    </div>
  );
}
