// The inspector tab Share's embed code opens (issue 33 item 3): the one the lesson's note in force at the
// cursor points at ("Watch the Breakers inspector" opens Breakers), else the tab the sharer has open. Before,
// it was always the sharer's tab, so a snippet made from the pipeline view opened a tab the note never named.
import type { TraceEvent } from '../../engine/trace/trace-events';
import { guideStateOf } from '../../session/lessons/guide-state';
import type { Lesson } from '../../session/lessons/lesson';
import type { InspectorTab } from '../../state/layout-slice';
import { focusOf } from '../../state/pipeline-focus';
import { focusTargetOf } from '../../state/note-focus-target';

/** `shown`: the trace as of the cursor. */
export function snippetTab(
  lessonOrId: Lesson | string | null,
  shown: readonly TraceEvent[],
  open: InspectorTab,
): InspectorTab {
  const focus = lessonOrId === null ? undefined : guideStateOf(lessonOrId, shown)?.note?.focus;
  const target = focus ? focusTargetOf(focus) : null;
  return target ? focusOf(target).tab : open;
}
