// "Show me" beside a note that points at something: opens the inspector tab and row (or the pipeline stage)
// the note names, through the pipeline view's own focus (state/pipeline-focus.ts). A name the view does not
// know (a document written for another version) shows no button rather than focusing nothing. A note that
// points at the compare view gets a button of its own that opens it (compare-sources.ts offers the lesson's
// recording on the left and the session on screen on the right). With a region full screen, the focus is
// never left under it (full-screen-for-focus.ts).
import { useTranslation } from '../i18n/use-translation';
import type { NoteFocus } from '../../session/lessons/lesson';
import { focusTargetOf } from '../../state/note-focus-target';
import { focusOf } from '../../state/pipeline-focus';
import { useAppStore } from '../store/use-app-store';
import { fullScreenForFocus } from './full-screen-for-focus';

export function NoteFocusButton({ focus, label }: { readonly focus: NoteFocus; readonly label: string }) {
  const focusInspector = useAppStore((s) => s.focusInspector);
  const openCompare = useAppStore((s) => s.setCompareDialogOpen);
  const fullScreen = useAppStore((s) => s.fullScreenRegion);
  const setFullScreen = useAppStore((s) => s.setFullScreenRegion);
  const { t } = useTranslation();
  if (focus.kind === 'compare') {
    return (
      <button type="button" className="lesson-note-focus" onClick={() => openCompare(true)}>
        {t('lessonGuide.compareRecording')}
      </button>
    );
  }
  const target = focusTargetOf(focus);
  if (!target) return null;
  return (
    <button
      type="button"
      className="lesson-note-focus"
      onClick={() => {
        const focus = focusOf(target);
        focusInspector(focus);
        if (fullScreen !== null) setFullScreen(fullScreenForFocus(fullScreen, focus));
      }}
    >
      {label}
    </button>
  );
}
