// What a lesson note points at (session/lessons/lesson.ts, `NoteFocus`: names kept as strings there) as the
// pipeline view's focus target, or null when it names something the view does not have (a document written
// for another version) or points at the compare view. Read by the guide's "Show me" button and by Share's
// embed code, which opens the tab the note in force points at.
import type { NoteFocus } from '../session/lessons/lesson';
import { assertNever } from '../common/assert-never';
import { INSPECTOR_TABS } from './layout-slice';
import type { FocusTarget } from './pipeline-focus';
import { PIPELINE_STAGES, type PipelineStageId } from './selectors/pipeline-stages';

const isStage = (value: string | undefined): value is PipelineStageId =>
  (PIPELINE_STAGES as readonly string[]).includes(value ?? '');

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
