// The header's one entry point for this part: Lessons (gallery), Share, Export, Open file; plus what they
// show elsewhere on the page — the lesson guide, the drop hint, and the notice line.
import { useRef, useState } from 'react';
import { showNotice, useNotice } from '../share/notice';
import { ShareDialog } from '../share/ShareDialog';
import { useCurrentSession } from '../share/current-session';
import { downloadSessionFile } from './export-session-file';
import { importSessionFiles } from './import-session-file';
import { LessonGallery } from './LessonGallery';
import { LessonGuide } from './LessonGuide';
import { useFileDrop } from './use-file-drop';
import { useText } from './ui-text';
import './lessons.css';

const onFiles = (files: readonly File[]) => void importSessionFiles(files);

export function LessonsEntry() {
  const text = useText();
  const session = useCurrentSession();
  const notice = useNotice();
  const [dialog, setDialog] = useState<'gallery' | 'share' | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const dragging = useFileDrop(onFiles);
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
        <button
          type="button"
          disabled={!session}
          onClick={() => session && downloadSessionFile(session.document)}
        >
          {text('export')}
        </button>
        <button type="button" onClick={() => picker.current?.click()}>
          {text('openFile')}
        </button>
        <input
          ref={picker}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="session-file-input"
          onChange={(event) => {
            void importSessionFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {notice ? (
        <p
          role="alert"
          className={`lessons-notice lessons-notice-${notice.kind}`}
          data-testid="lessons-notice"
        >
          {notice.text}{' '}
          <button type="button" onClick={() => showNotice(null)}>
            {text('close')}
          </button>
        </p>
      ) : null}
      {dragging ? <div className="lessons-drop-hint">{text('dropHere')}</div> : null}
      <LessonGallery open={dialog === 'gallery'} onClose={close} />
      <ShareDialog open={dialog === 'share'} onClose={close} />
      <LessonGuide />
    </>
  );
}
