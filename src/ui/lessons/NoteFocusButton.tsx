// "Show me" beside a note that points at something: opens the inspector tab and row (or the pipeline stage)
// the note names, through the pipeline view's own focus (state/pipeline-focus.ts). A name the view does not
// know (a document written for another version) shows no button rather than focusing nothing. A note that
// points at the compare view gets a button of its own that opens it (compare-sources.ts offers the lesson's
// recording on the left and the session on screen on the right). With a region full screen, the focus is
// never left under it (full-screen-for-focus.ts).
import { useTranslation } from 'react-i18next';
import type { NoteFocus } from '../../session/lessons/lesson';
import { INSPECTOR_TABS } from '../../state/layout-slice';
import { focusOf, type FocusTarget } from '../../state/pipeline-focus';
import { PIPELINE_STAGES, type PipelineStageId } from '../../state/selectors/pipeline-stages';
import { useAppStore } from '../store/use-app-store';
import { assertNever } from '../../common/assert-never';
import { fullScreenForFocus } from './full-screen-for-focus';

const isStage = (value: string | undefined): value is PipelineStageId =>
  (PIPELINE_STAGES as readonly string[]).includes(value ?? '');

/** The view's focus target for a note's focus, or null when it names something the view does not have. */
export function focusTargetOf(focus: NoteFocus): FocusTarget | null {
  switch (focus.kind) {
    case 'stage':
      return isStage(focus.stage) ? { kind: 'stage', stage: focus.stage } : null;
    case 'call':
      if (focus.stage === undefined) return { kind: 'call', callId: focus.callId };
      return isStage(focus.stage) ? { kind: 'call', callId: focus.callId, stage: focus.stage } : null;
    case 'row': {
      const tab = INSPECTOR_TABS.find((t) => t === focus.tab);
      return tab ? { kind: 'row', tab, key: focus.key } : null;
    }
    case 'compare':
      return null;
    default: {
      return assertNever(focus);
    }
  }
}

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
