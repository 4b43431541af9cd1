// The lesson guide's place in the layout: the top of the conversation column, above the conversation. A
// region of the page, not a layer over it, so nothing the guide points at (a stage of the diagram, an
// inspector row) is ever under it. While a lesson is open it holds the guide (its own chunk: it pulls in the
// lesson catalog); before anything is open, the first screen's short tour and its one next action.
// Presenter mode: while a lesson is open the guide is a region too (`data-region="guide"`): its ⤢ or `f`
// lays it over the window; and while another region is full screen the guide docks beside it (`data-beside`,
// a column on the right; collapsed, a line across the top) so the notes and "Run the next step" stay in view.
// The compact layout (ui/app/compact/) docks it beside its one region the same way (`data-compact`), the
// first screen's tour too.
import { useEffect, useRef } from 'react';
import { lazyPart } from '../common/lazy-part';
import { LessonGuidePart as LessonGuide } from './lesson-guide-part';
import { useAppStore } from '../store/use-app-store';
import { FirstScreenTour } from './FirstScreenTour';
import { useLessonEditor } from '../lesson-editor/editor-state';
import { PreviewBar } from '../lesson-editor/PreviewBar';
import { LostGuideNote } from './LostGuideNote';
import { GUIDE_REGION } from './guide-region';
import { useGuideBarHeight } from './use-guide-bar-height';
import './lessons.css';

const LessonEditor = lazyPart(
  'lessonEditor',
  () => import('../lesson-editor/LessonEditor').then((m) => m.LessonEditor),
  () => import('../i18n/parts/lesson-editor').then((m) => [m.lessonEditorWords]),
);

export function GuideDock() {
  const editor = useLessonEditor();
  const lessonOpen = useAppStore((s) => Boolean(s.currentSession?.lessonId ?? s.currentSession?.lesson));
  // Nothing open, nothing being reopened, no trace on screen: the very first screen.
  const blank = useAppStore(
    (s) => s.currentSession === null && !s.libraryRestoring && s.events.length === 0 && s.traceError === null,
  );
  const lost = useAppStore((s) => s.currentSession?.lostLesson ?? null);
  const fullScreen = useAppStore((s) => s.fullScreenRegion);
  const collapsed = useAppStore((s) => s.guideCollapsed);
  const dock = useRef<HTMLDivElement>(null);
  const full = lessonOpen && fullScreen === GUIDE_REGION;
  const compact = useAppStore((s) => s.compactLayout && s.fullScreenRegion === null);
  const beside = lessonOpen && !full && (fullScreen !== null || compact);
  useGuideBarHeight(dock, beside && collapsed);
  // A lesson closed while its guide filled the window takes full screen with it: kept, the next lesson
  // opened would open laid over the window, with nothing on screen to say why.
  const setFullScreen = useAppStore((s) => s.setFullScreenRegion);
  const guideGone = !lessonOpen && fullScreen === GUIDE_REGION;
  useEffect(() => {
    if (guideGone) setFullScreen(null);
  }, [guideGone, setFullScreen]);
  // The lesson editor is a large dialog over the page while it is open (lesson-editor/, its own chunk).
  if (editor.mode === 'edit') return <LessonEditor />;
  if (lost !== null && !lessonOpen) {
    return (
      <div className="guide-dock" data-testid="guide-dock">
        <LostGuideNote lost={lost} />
      </div>
    );
  }
  if (!lessonOpen && !blank) return null;
  const regionProps = lessonOpen
    ? {
        'data-region': GUIDE_REGION,
        'data-full-screen': full || undefined,
        'data-beside': beside || undefined,
        'data-collapsed': collapsed || undefined,
        'data-compact': (beside && compact) || undefined,
        className: `guide-dock${full ? ' is-full-screen' : ''}`,
      }
    : { className: 'guide-dock', 'data-beside': compact || undefined, 'data-compact': compact || undefined };
  return (
    <div ref={dock} {...regionProps} data-testid="guide-dock">
      {editor.mode === 'preview' && lessonOpen ? <PreviewBar /> : null}
      {lessonOpen ? <LessonGuide /> : <FirstScreenTour />}
    </div>
  );
}
