// The stages of the pipeline view, in the order one ReAct step passes through them (DESIGN.md, "What the user
// sees"). Their ids are a published vocabulary: the diagram writes them as `data-stage`, lesson notes point
// at them (docs/pipeline-view.md), so an id never changes once shipped.
import type { TraceEvent } from '../../engine';
import type { InspectorTab } from '../layout-slice';
import { assertNever } from '../../common/assert-never';

/** The stages a call's token moves through (from the model's tool_calls to the history). */
export const CALL_STAGES = [
  'response',
  'plan',
  'batches',
  'permission',
  'lock',
  'breaker',
  'run',
  'result',
  'budget',
  'history',
] as const;
export type CallStageId = (typeof CALL_STAGES)[number];

/** Every stage: the model's side before the calls, the calls' stages, and the loop going on. */
export const PIPELINE_STAGES = ['registry', 'schema', 'request', ...CALL_STAGES, 'next'] as const;
export type PipelineStageId = (typeof PIPELINE_STAGES)[number];

/** The three gates a call passes between its batch and its tool. */
export const GATE_STAGES = ['permission', 'lock', 'breaker'] as const satisfies readonly CallStageId[];
export type GateStageId = (typeof GATE_STAGES)[number];

export function stageOrder(stage: PipelineStageId): number {
  return PIPELINE_STAGES.indexOf(stage);
}

/** The stage an event belongs to; null for events outside the loop (clock advances, settings, a person's edits). */
export function stageOfEvent(event: TraceEvent): PipelineStageId | null {
  switch (event.type) {
    case 'run-start':
    case 'step-start':
      return 'registry';
    case 'schema-build':
      return 'schema';
    case 'model-request':
      return 'request';
    case 'model-delta':
    case 'model-response':
      return 'response';
    case 'plan-build':
    case 'call-rejected':
      return 'plan';
    case 'batch-start':
      return 'batches';
    case 'tool-start':
    case 'permission-ask':
    case 'permission-answer':
      return 'permission';
    case 'gate-check':
      return event.gate;
    case 'fault-inject':
      return event.action === 'fire' ? 'run' : 'response';
    case 'tool-end':
    case 'batch-end':
      return 'result';
    case 'breaker-transition':
      return event.observedBy === 'schema-build' ? 'schema' : 'breaker';
    case 'budget-truncate':
    case 'budget-apply':
      return 'budget';
    case 'file-change':
      return event.source === 'tool' ? 'run' : event.source === 'spill' ? 'budget' : null;
    case 'history-append':
      return 'history';
    case 'step-end':
    case 'run-end':
      return 'next';
    case 'clock-advance':
    case 'settings-change':
      return null;
    default: {
      return assertNever(event);
    }
  }
}

/** The inspector tab that drills into a stage. */
export function tabOfStage(stage: PipelineStageId): InspectorTab {
  switch (stage) {
    case 'registry':
      return 'tools';
    case 'schema':
      return 'schema';
    case 'request':
    case 'response':
      return 'request';
    case 'plan':
    case 'batches':
      return 'batches';
    case 'permission':
    case 'lock':
    case 'run':
    case 'result':
      return 'gates';
    case 'breaker':
      return 'breakers';
    case 'budget':
      return 'budget';
    case 'history':
      return 'history';
    case 'next':
      return 'trace';
    default: {
      return assertNever(stage);
    }
  }
}
