// "Show me" while one region is full screen (presenter mode): what the note points at must not stay under
// the overlay. The inspector shows every focus (its tab, its row); the pipeline view shows a stage's or a
// call's (the stage or the call's token highlighted). A full-screen region that shows the focus stays; any
// other (the conversation, the workspace, the guide itself ...) gives way to the region that shows it best,
// still full screen, so a class watching a projector keeps the large view and the guide docks beside it.
import type { InspectorFocus } from '../../state/layout-slice';
import { focusedCallId } from '../../state/pipeline-focus';

/** The full-screen region after focusing `focus` while `current` is full screen (null: none). */
export function fullScreenForFocus(current: string | null, focus: InspectorFocus): string | null {
  if (current === null) return null;
  const inDiagram = focus.stage !== null || focusedCallId(focus) !== null;
  if (current === 'inspector' || (current === 'pipeline' && inDiagram)) return current;
  // A stage is the diagram's; a call's row and any other row are the inspector's.
  return focus.stage !== null && focus.key === null ? 'pipeline' : 'inspector';
}
