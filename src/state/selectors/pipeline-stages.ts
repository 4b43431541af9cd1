// The stages of the pipeline view (DESIGN.md, "What the user sees") and the inspector tab that drills into
// each. The stage ids and the stage of every event type are the event catalog's (engine/trace/event-places.ts,
// event-catalog.ts); what is the page's own is which tab a stage opens, so an event's tab is its stage's.
import {
  CALL_STAGES,
  GATE_STAGES,
  PIPELINE_STAGES,
  stageOfEvent,
  type CallStageId,
  type GateStageId,
  type PipelineStageId,
} from '../../engine';
import type { InspectorTab } from '../layout-slice';

export { CALL_STAGES, GATE_STAGES, PIPELINE_STAGES, stageOfEvent };
export type { CallStageId, GateStageId, PipelineStageId };

export function stageOrder(stage: PipelineStageId): number {
  return PIPELINE_STAGES.indexOf(stage);
}

/** The inspector tab that drills into each stage. */
const STAGE_TABS = {
  registry: 'tools',
  schema: 'schema',
  request: 'request',
  response: 'request',
  plan: 'batches',
  batches: 'batches',
  permission: 'gates',
  lock: 'gates',
  breaker: 'breakers',
  run: 'gates',
  result: 'gates',
  budget: 'budget',
  history: 'history',
  next: 'trace',
} as const satisfies Record<PipelineStageId, InspectorTab>;

/** The inspector tab that drills into a stage. */
export function tabOfStage(stage: PipelineStageId): InspectorTab {
  return STAGE_TABS[stage];
}
