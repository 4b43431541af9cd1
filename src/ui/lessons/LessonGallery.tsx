// The gallery: the ten lessons with their summaries, and the sessions this browser opened from links and
// files (the library). Opening either loads it into the runtime, paused at the start.
import { LESSONS } from '../../session/lessons/lesson-catalog';
import { ShownTitle } from './ShownTitle';
import { useAppStore } from '../store/use-app-store';
import type { OpenOutcome } from '../../state/session-actions/session-actions';
import { useSessionActions } from '../store/session-actions';
import { useLibrary } from '../store/use-library';
import { ModalDialog } from '../common/ModalDialog';
import { useText } from '../i18n/lessons-ui-text';
import { YourLessons } from '../lesson-editor/YourLessons';

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function LessonGallery({ open, onClose }: Props) {
  const actions = useSessionActions();
  const text = useText();
  const language = useAppStore((s) => s.language);
  // Read each time the gallery opens: links may have added entries since.
  const read = useLibrary(open);
  const library = read?.ok ? read.entries : [];
  const after = (outcome: OpenOutcome) => {
    if (!outcome.ok) actions.showNotice({ kind: 'error', text: outcome.reason });
  };
  const origins = {
    link: text('fromLink'),
    file: text('fromFile'),
    lesson: text('fromLesson'),
    new: text('fromNew'),
  };
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="lesson-gallery-title" className="lesson-gallery">
      <header className="lessons-modal-header">
        <h2 id="lesson-gallery-title">{text('galleryTitle')}</h2>
        <button type="button" onClick={onClose}>
          {text('close')}
        </button>
      </header>
      <p className="muted">{text('galleryIntro')}</p>
      <ol className="lesson-cards">
        {LESSONS.map((lesson) => (
          <li key={lesson.id} className="lesson-card" data-lesson={lesson.id}>
            <h3>
              {lesson.number}. {lesson.title[language]}
            </h3>
            <p>{lesson.summary[language]}</p>
            <button
              type="button"
              onClick={() => {
                onClose();
                void actions.openLesson(lesson.id).then(after);
              }}
            >
              {text('open')}
            </button>
          </li>
        ))}
      </ol>
      <YourLessons onClose={onClose} />
      <h3>{text('library')}</h3>
      {library.length === 0 ? <p className="muted">{text('libraryEmpty')}</p> : null}
      <ul className="library-list">
        {library.map((entry) => (
          <li key={entry.id} data-library-entry={entry.id}>
            <span>
              <ShownTitle title={entry.title} lessonId={entry.lessonId} />
            </span>{' '}
            <span className="muted">({origins[entry.origin]})</span>{' '}
            <button
              type="button"
              onClick={() => {
                onClose();
                // Already in the library: reopened where it was left, without adding another copy.
                void actions.switchToEntry(entry).then(after);
              }}
            >
              {text('open')}
            </button>
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}
