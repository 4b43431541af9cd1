// The lesson guide's place in the layout: the top of the conversation column, above the conversation. A
// region of the page, not a layer over it, so nothing the guide points at (a stage of the diagram, an
// inspector row) is ever under it. While a lesson is open it holds the guide (its own chunk: it pulls in the
// lesson catalog); before anything is open, the first screen's short tour and its one next action.
import { lazyPart } from '../common/lazy-part';
import { LessonGuidePart as LessonGuide } from './lesson-guide-part';
import { useAppStore } from '../store/use-app-store';
import { FirstScreenTour } from './FirstScreenTour';
import { useLessonEditor } from '../lesson-editor/editor-state';
import { PreviewBar } from '../lesson-editor/PreviewBar';
import { LostGuideNote } from './LostGuideNote';
import './lessons.css';

const LessonEditor = lazyPart('lessonEditor', () =>
  import('../lesson-editor/LessonEditor').then((m) => m.LessonEditor),
);

export function GuideDock() {
  const editor = useLessonEditor();
  const lessonOpen = useAppStore((s) => Boolean(s.currentSession?.lessonId ?? s.currentSession?.lesson));
  // Nothing open, nothing being reopened, no trace on screen: the very first screen.
  const blank = useAppStore(
    (s) => s.currentSession === null && !s.libraryRestoring && s.events.length === 0 && s.traceError === null,
  );
  const lost = useAppStore((s) => s.currentSession?.lostLesson ?? null);
  // The lesson editor takes the guide's place while it is open (lesson-editor/, its own chunk).
  if (editor.mode === 'edit') {
    return (
      <div className="guide-dock" data-testid="guide-dock" data-editor="">
        <LessonEditor />
      </div>
    );
  }
  if (lost !== null && !lessonOpen) {
    return (
      <div className="guide-dock" data-testid="guide-dock">
        <LostGuideNote lost={lost} />
      </div>
    );
  }
  if (!lessonOpen && !blank) return null;
  return (
    <div className="guide-dock" data-testid="guide-dock">
      {editor.mode === 'preview' && lessonOpen ? <PreviewBar /> : null}
      {lessonOpen ? <LessonGuide /> : <FirstScreenTour />}
    </div>
  );
}
