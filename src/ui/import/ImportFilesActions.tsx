// "Open a folder…" and "Open a .zip…": a folder or a zip from disk as a new session's workspace, with a
// progress bar while it is read, checked and kept, and the outcome said in place (a refusal names the limit).
// A folder comes through `showDirectoryPicker()` where the browser has it (its handle goes to the import
// worker whole: directory-picker.ts), through the <input webkitdirectory> elsewhere; a zip through a plain
// file input. The page-wide drop goes through `imports.claimDrop`.
import { useTranslation } from '../i18n/use-translation';
import { FilePickerButton } from '../common/FilePickerButton';
import type { PickedFile } from '../../state/session-actions/open-imported-files';
import { directoryPicker } from './directory-picker';
import { zipName } from './dropped-files';
import { progressFraction, progressText } from './import-words';
import type { ImportFiles } from './use-import-files';
import './import.css';

export function ImportFilesActions({ imports }: { readonly imports: ImportFiles }) {
  const { t } = useTranslation();
  const busy = imports.view.kind === 'busy';
  const openFolder = (files: File[]) => {
    const picked: PickedFile[] = files.map((file) => ({
      path: file.webkitRelativePath || file.name,
      blob: file,
    }));
    const name = picked[0]?.path.split('/')[0] ?? 'folder';
    imports.start(name, { kind: 'folder', files: picked });
  };
  const pick = directoryPicker();
  const pickFolder = pick
    ? async () => {
        const picked = await pick();
        if (picked.kind === 'picked')
          imports.start(picked.handle.name, { kind: 'directory', handle: picked.handle });
        else if (picked.kind === 'failed') imports.fail(picked.detail);
      }
    : undefined;
  return (
    <>
      <FilePickerButton
        folder
        disabled={busy}
        testId="import-folder-input"
        onFiles={openFolder}
        {...(pickFolder ? { onPress: () => void pickFolder() } : {})}
      >
        {t('importFiles.openFolder')}
      </FilePickerButton>
      <FilePickerButton
        accept=".zip,application/zip"
        disabled={busy}
        testId="import-zip-input"
        onFiles={([file]) => file && imports.start(zipName(file.name), { kind: 'zip', file })}
      >
        {t('importFiles.openZip')}
      </FilePickerButton>
    </>
  );
}

/** Where the import says how far it is and what it came to; nothing while no import has run. */
export function ImportFilesStatus({ imports }: { readonly imports: ImportFiles }) {
  const { t } = useTranslation();
  const { view } = imports;
  if (view.kind === 'idle') return null;
  if (view.kind === 'busy') {
    const progress = view.progress;
    return (
      <div className="import-files-status" role="status" data-testid="import-status" data-state="busy">
        <progress
          aria-label={t('importFiles.progressLabel')}
          max={1}
          {...(progress ? { value: progressFraction(progress) } : {})}
        />
        <span>{progress ? progressText(progress) : t('importFiles.reading', { done: 0, total: '…' })}</span>
      </div>
    );
  }
  return (
    <div
      className={`import-files-status import-files-${view.tone}`}
      role={view.tone === 'error' ? 'alert' : 'status'}
      data-testid="import-status"
      data-state={view.tone}
    >
      <span>{view.text}</span>{' '}
      <button type="button" onClick={imports.dismiss}>
        {t('importFiles.close')}
      </button>
    </div>
  );
}
