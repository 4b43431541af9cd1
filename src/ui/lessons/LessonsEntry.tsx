// The header's one entry point for this part: Lessons (gallery), Share, Export, Open file; plus what they
// show elsewhere on the page — the drop hint and the notice line. (The lesson guide is docked in the
// playground's layout: GuideDock.)
import i18next from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLessonEditorStore } from '../lesson-editor/editor-state';
import type { SessionActions } from '../../state/session-actions/session-actions';
import type { CurrentSession } from '../../state/store';
import type { Breakpoint } from '../../state/breakpoints';
import type { SessionDocument } from '../../session/session-document';
import { endpointCredentialsOf } from '../../state/ways-out';
import { ExportTokenPrompt } from './ExportTokenPrompt';
import { FilePickerButton } from '../common/FilePickerButton';
import { lazyPart } from '../common/lazy-part';
import { useSessionActions } from '../store/session-actions';
import { useAppStore } from '../store/use-app-store';
import { ImportFilesActions, ImportFilesStatus } from '../import/ImportFilesActions';
import { useImportFiles } from '../import/use-import-files';
import { useFileDrop } from './use-file-drop';
import { useText } from '../i18n/lessons-ui-text';
import './lessons.css';

// Everything below pulls in the lesson catalog or the schema validator (ajv): loaded on first use, so the
// page's first paint does not wait for them.
const LessonGallery = lazyPart(
  'lessons',
  () => import('./LessonGallery').then((m) => m.LessonGallery),
  () =>
    Promise.all([import('../i18n/parts/lesson-progress'), import('../i18n/parts/your-lessons')]).then(
      ([progress, yours]) => [progress.lessonProgressWords, yours.yourLessonsWords],
    ),
);
const ShareDialog = lazyPart('share', () => import('../share/ShareDialog').then((m) => m.ShareDialog));

// An imported session's export embeds its files (a link cannot: ui/import/ImportedFilesNote.tsx). A document
// whose endpoint address looks like it holds a credential waits for the person's choice (ExportTokenPrompt).
const download = (
  actions: SessionActions,
  session: CurrentSession,
  breakpoints: readonly Breakpoint[],
  askFirst: (document: SessionDocument) => void,
) =>
  void Promise.all([import('./export-session-file'), actions.exportDocument(session)]).then(
    ([file, exported]) => {
      if (!exported.ok) actions.showNotice({ kind: 'error', text: i18next.t('importFiles.exportMissing') });
      else if (endpointCredentialsOf(exported.document).length > 0) askFirst(exported.document);
      else file.downloadSessionFile(exported.document, breakpoints);
    },
  );

const writeFile = (document: SessionDocument, breakpoints: readonly Breakpoint[]) =>
  void import('./export-session-file').then((file) => file.downloadSessionFile(document, breakpoints));

export function LessonsEntry() {
  const actions = useSessionActions();
  const editor = useLessonEditorStore();
  const onFiles = useCallback((files: readonly File[]) => void actions.importSessionFiles(files), [actions]);
  const text = useText();
  const { t } = useTranslation();
  const session = useAppStore((s) => s.currentSession);
  const notice = useAppStore((s) => s.notice);
  const breakpoints = useAppStore((s) => s.breakpoints);
  const [dialog, setDialog] = useState<'gallery' | 'share' | null>(null);
  const [exportAsked, setExportAsked] = useState<SessionDocument | null>(null);
  const imports = useImportFiles();
  const dragging = useFileDrop(onFiles, imports.claimDrop);
  const close = () => setDialog(null);
  return (
    <>
      <div role="group" className="lessons-entry" aria-label={text('lessons')}>
        <button type="button" onClick={() => setDialog('gallery')}>
          {text('lessons')}
        </button>
        <button type="button" onClick={() => setDialog('share')}>
          {text('share')}
        </button>
        <button type="button" onClick={() => editor.set({ mode: 'edit' })}>
          {t('lessonEditor.open')}
        </button>
        <button
          type="button"
          disabled={!session}
          onClick={() => session && download(actions, session, breakpoints, setExportAsked)}
        >
          {text('export')}
        </button>
        <FilePickerButton accept=".json,application/json" testId="session-file-input" onFiles={onFiles}>
          {text('openFile')}
        </FilePickerButton>
        <ImportFilesActions imports={imports} />
      </div>
      {notice ? (
        <p
          role="alert"
          className={`lessons-notice lessons-notice-${notice.kind}`}
          data-testid="lessons-notice"
        >
          {notice.text}{' '}
          <button type="button" onClick={() => actions.showNotice(null)}>
            {text('close')}
          </button>
        </p>
      ) : null}
      {exportAsked ? (
        <ExportTokenPrompt
          document={exportAsked}
          onExport={(document) => {
            setExportAsked(null);
            writeFile(document, breakpoints);
          }}
          onClose={() => setExportAsked(null)}
        />
      ) : null}
      <ImportFilesStatus imports={imports} />
      {dragging ? <div className="lessons-drop-hint">{text('dropHere')}</div> : null}
      {dialog === 'gallery' ? <LessonGallery open onClose={close} /> : null}
      {dialog === 'share' ? <ShareDialog open onClose={close} /> : null}
    </>
  );
}
