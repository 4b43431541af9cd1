// The gallery: the lessons with their summaries, each marked with the learner's progress (finished with its
// score, or started), and the sessions this browser opened from links and files (the library). Opening
// either loads it into the runtime, paused at the start. Progress can be cleared here, after a confirm.
import { useTranslation } from '../i18n/use-translation';
import { LESSONS } from '../../session/lessons/lesson-catalog';
import { lessonStanding, type LessonStanding } from '../../session/lessons/lesson-progress';
import { lessonProgressOf, type KeptProgress } from '../../state/lesson-progress-slice';
import { ShownTitle } from './ShownTitle';
import { useAppStore } from '../store/use-app-store';
import type { OpenOutcome } from '../../state/session-actions/session-actions';
import { useSessionActions } from '../store/session-actions';
import { useLibrary } from '../store/use-library';
import { ModalDialog } from '../common/ModalDialog';
import { useText } from '../i18n/lessons-ui-text';
import { YourLessons } from '../lesson-editor/YourLessons';
import { ClearProgress } from './ClearProgress';

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** Some lesson (built-in or written) has a guess or a reveal kept. */
function anyProgress(progress: KeptProgress): boolean {
  return [progress.lessonPicks, progress.lessonReveals].some((byLesson) =>
    Object.values(byLesson).some((texts) => Object.keys(texts).length > 0),
  );
}

function StandingLine({ standing }: { readonly standing: LessonStanding }) {
  const { t } = useTranslation();
  if (standing.kind === 'new') return null;
  const { revealed, right, total } = standing;
  return (
    <p
      className="lesson-card-progress"
      data-testid="lesson-progress"
      data-right={right}
      data-revealed={revealed}
      data-total={total}
    >
      {standing.kind === 'finished'
        ? t('lessonProgress.finished', { right, total })
        : t('lessonProgress.started', { revealed, total })}
    </p>
  );
}

export function LessonGallery({ open, onClose }: Props) {
  const actions = useSessionActions();
  const text = useText();
  const language = useAppStore((s) => s.language);
  const lessonPicks = useAppStore((s) => s.lessonPicks);
  const lessonReveals = useAppStore((s) => s.lessonReveals);
  const progress = { lessonPicks, lessonReveals };
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
      <ClearProgress hasProgress={anyProgress(progress)} />
      <ol className="lesson-cards">
        {LESSONS.map((lesson) => {
          const standing = lessonStanding(lesson, lessonProgressOf(progress, lesson.id));
          return (
            <li key={lesson.id} className="lesson-card" data-lesson={lesson.id} data-progress={standing.kind}>
              <h3>
                {lesson.number}. {lesson.title[language]}
              </h3>
              <p>{lesson.summary[language]}</p>
              <StandingLine standing={standing} />
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
          );
        })}
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
