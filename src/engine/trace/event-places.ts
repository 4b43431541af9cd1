// The places a trace event is drawn in: the stages of the pipeline view and the panels of the run
// comparison. Both are published vocabularies (the diagram writes stage ids as `data-stage`, lesson notes point
// at them, `npm run diff` prints panel ids), so an id never changes once shipped. They live beside the trace
// types because the event catalog (event-catalog.ts) places every event type in them, and every layer reads it.

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

/** Every stage of one ReAct step, in order: the model's side before the calls, the calls' stages, the loop going on. */
export const PIPELINE_STAGES = ['registry', 'schema', 'request', ...CALL_STAGES, 'next'] as const;
export type PipelineStageId = (typeof PIPELINE_STAGES)[number];

/** The three gates a call passes between its batch and its tool. */
export const GATE_STAGES = ['permission', 'lock', 'breaker'] as const satisfies readonly CallStageId[];
export type GateStageId = (typeof GATE_STAGES)[number];

/** The panels of the run comparison, in the order it lists the ones that differ. */
export const DIFF_PANELS = [
  'run',
  'schema',
  'request',
  'plan',
  'gates',
  'tools',
  'breakers',
  'budget',
  'workspace',
  'history',
] as const;
export type DiffPanel = (typeof DIFF_PANELS)[number];
