// The pipeline view: the whole loop of the step at the selected event — registry → schema → request →
// response → plan → batches → gates → run → result → budget → history → next — with the turn's calls as
// tokens (pipeline-tokens.ts). Like every panel it is a pure function of the events as of the cursor, so
// stepping, running and time travel all draw from here (decision 0502). The main agent's loop only: a
// subagent's events (scope `task:…`) are left to the inspector.
import {
  envelopeOf,
  type ModelDeltaEvent,
  type ModelErrorEvent,
  type ModelRequestEvent,
  type ModelResponseEvent,
  type PlanBuildEvent,
  type RawToolCallView,
  type SchemaBuildEvent,
  type SchemaHiddenEntry,
  type TraceEvent,
} from '../../engine';
import {
  CALL_STAGES,
  PIPELINE_STAGES,
  stageOfEvent,
  stageOrder,
  type PipelineStageId,
} from './pipeline-stages';
import { turnFromPlan, turnFromResponse, type TurnView } from './pipeline-tokens';
import { responseStage, streamedCalls, type ResponseStage, type StreamingCall } from './response-stage';

export type { ResponseStage, StreamingCall };
import { assertNever } from '../../common/assert-never';

/** `failed`: the model call failed there, so the stages after it were never reached (they stay idle). */
export type StageState = 'idle' | 'active' | 'done' | 'skipped' | 'failed';

export interface SchemaStage {
  readonly sent: readonly string[];
  /** Tools sent last step and not this one, with why the engine hid them when it did. */
  readonly left: readonly { readonly name: string; readonly hidden: SchemaHiddenEntry | null }[];
  /** Tools hidden last step and sent again. */
  readonly cameBack: readonly string[];
  /** Tools sent this step that the last step's schema did not have at all (an MCP server's list changed). */
  readonly joined: readonly string[];
  /** MCP servers whose changed list was refused before this step (their old tools kept), with why. */
  readonly refused: readonly McpListRefusal[];
  readonly bytes: number;
  readonly tokens: number;
}

export interface McpListRefusal {
  readonly server: string;
  /** The runtime's English reason. */
  readonly reason: string;
}

/** One tool call as the model's deltas have written it so far. */
export interface PipelineView {
  /** The step drawn (the runtime's numbering), 0 before the first step. */
  readonly step: number;
  readonly activeStage: PipelineStageId | null;
  readonly stages: Readonly<Record<PipelineStageId, StageState>>;
  readonly registry: { readonly tools: number; readonly hidden: number } | null;
  readonly schema: SchemaStage | null;
  readonly request: { readonly messages: number; readonly tools: number; readonly model: string } | null;
  readonly response: ResponseStage | null;
  readonly turn: TurnView | null;
  readonly next: {
    readonly outcome: 'tool-calls' | 'final-answer' | 'stopped';
    readonly runEnded: boolean;
  } | null;
  /** The call the selected event is about, if any (the diagram highlights its token). */
  readonly selectedCallId: string | null;
  /** The step's model call failed and was not (yet) retried: its failure, as the model-error says it. */
  readonly failed: { readonly kind: string; readonly status: number | null } | null;
}

const isMain = (event: TraceEvent) => event.scope === undefined;

function schemaStage(
  build: SchemaBuildEvent,
  previous: SchemaBuildEvent | null,
  refused: readonly McpListRefusal[],
): SchemaStage {
  const sent = build.tools.map((t) => t.function.name);
  const sentSet = new Set(sent);
  const hiddenNow = new Map(build.hidden.map((h) => [h.name, h]));
  const before = previous ? previous.tools.map((t) => t.function.name) : [];
  const hiddenBefore = new Set(previous ? previous.hidden.map((h) => h.name) : []);
  const beforeSet = new Set(before);
  return {
    sent,
    left: before
      .filter((name) => !sentSet.has(name))
      .map((name) => ({ name, hidden: hiddenNow.get(name) ?? null })),
    cameBack: sent.filter((name) => hiddenBefore.has(name)),
    joined: previous ? sent.filter((name) => !beforeSet.has(name) && !hiddenBefore.has(name)) : [],
    refused,
    bytes: build.bytes,
    tokens: build.tokens,
  };
}

const rawCallOf = (call: StreamingCall): RawToolCallView => ({
  id: call.id,
  name: call.name,
  arguments: call.pieces.join(''),
});

/**
 * The diagram before any session has run: every stage drawn and idle, nothing in it yet. The first screen
 * shows the whole loop waiting for the first step (issue 15, item 7).
 */
export const WAITING_PIPELINE_VIEW: PipelineView = {
  step: 0,
  activeStage: null,
  stages: Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, 'idle'])) as Record<
    PipelineStageId,
    StageState
  >,
  registry: null,
  schema: null,
  request: null,
  response: null,
  turn: null,
  next: null,
  selectedCallId: null,
  failed: null,
};

export function selectPipelineView(events: readonly TraceEvent[]): PipelineView | null {
  let stepStart = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!;
    if (event.type === 'step-start' && isMain(event)) {
      stepStart = i;
      break;
    }
  }
  if (events.length === 0) return null;

  let previousSchema: SchemaBuildEvent | null = null;
  // A changed list is applied at the before-step boundary, ahead of the step-start: a refusal since the
  // last schema belongs to this step's schema.
  const refused: McpListRefusal[] = [];
  for (let i = stepStart - 1; i >= 0; i--) {
    const event = events[i]!;
    if (event.type === 'mcp-tools-refused' && isMain(event))
      refused.unshift({ server: event.server, reason: event.reason });
    if (event.type === 'schema-build' && isMain(event)) {
      previousSchema = event;
      break;
    }
  }

  let schema: SchemaBuildEvent | null = null;
  let request: ModelRequestEvent | null = null;
  let response: ModelResponseEvent | null = null;
  let failed: ModelErrorEvent | null = null;
  let plan: PlanBuildEvent | null = null;
  let planPosition = -1;
  let activeStage: PipelineStageId | null = null;
  let outcome: 'tool-calls' | 'final-answer' | 'stopped' | null = null;
  let runEnded = false;
  const deltaEvents: ModelDeltaEvent[] = [];
  const from = Math.max(0, stepStart);
  for (let i = from; i < events.length; i++) {
    const event = events[i]!;
    if (!isMain(event)) continue;
    activeStage = stageOfEvent(event) ?? activeStage;
    switch (event.type) {
      case 'schema-build':
        schema = event;
        break;
      case 'model-request':
        request = event;
        failed = null; // a retry: the failure before it is history
        deltaEvents.length = 0;
        break;
      case 'model-error':
        failed = event;
        break;
      case 'model-delta':
        deltaEvents.push(event);
        break;
      case 'model-response':
        response = event;
        break;
      case 'plan-build':
        plan = event;
        planPosition = i;
        break;
      case 'step-end':
        outcome = event.outcome;
        break;
      case 'run-end':
        runEnded = true;
        break;
      case 'run-start':
      case 'step-start':
      case 'call-rejected':
      case 'batch-start':
      case 'tool-start':
      case 'gate-check':
      case 'permission-ask':
      case 'permission-answer':
      case 'fault-inject':
      case 'tool-end':
      case 'batch-end':
      case 'breaker-transition':
      case 'budget-truncate':
      case 'budget-apply':
      case 'file-change':
      case 'mcp-exchange':
      case 'mcp-tools-refused':
      case 'mcp-progress':
      case 'history-append':
      case 'clock-advance':
      case 'settings-change':
        break; // the turn's events are folded by turnFromPlan
      default: {
        return assertNever(event);
      }
    }
  }
  const step = stepStart >= 0 ? events[stepStart]!.step : 0;

  let turn: TurnView | null = null;
  if (plan) {
    const after = events.slice(planPosition + 1).filter((e) => isMain(e) && e.step === plan.step);
    turn = turnFromPlan(plan, after);
  } else if (response) {
    turn = turnFromResponse(response.toolCalls);
  } else if (request) {
    turn = turnFromResponse(streamedCalls(deltaEvents).map(rawCallOf));
  }

  const finalAnswer = response !== null && response.toolCalls.length === 0;
  if (failed) activeStage = 'response';
  const activeOrder = activeStage === null ? -1 : stageOrder(activeStage);
  const failedOrder = stageOrder('response');
  const stages = Object.fromEntries(
    PIPELINE_STAGES.map((stage) => {
      const order = stageOrder(stage);
      // A failed call reached no stage after it: the step's end moves nothing past the response.
      if (failed) return [stage, order < failedOrder ? 'done' : order === failedOrder ? 'failed' : 'idle'];
      const callStage = (CALL_STAGES as readonly string[]).includes(stage) && stage !== 'response';
      const state: StageState =
        finalAnswer && callStage && stage !== 'history'
          ? 'skipped'
          : stage === activeStage
            ? 'active'
            : order < activeOrder
              ? 'done'
              : 'idle';
      return [stage, state];
    }),
  ) as Record<PipelineStageId, StageState>;

  const registrySource = schema ?? previousSchema;
  const last = events.at(-1)!;
  return {
    step,
    activeStage,
    stages,
    registry: registrySource
      ? {
          tools: registrySource.included.length + registrySource.hidden.length,
          hidden: registrySource.hidden.length,
        }
      : null,
    schema: schema ? schemaStage(schema, previousSchema, refused) : null,
    request: request
      ? {
          messages: request.request.messages.length,
          tools: request.request.tools.length,
          model: request.request.model,
        }
      : null,
    response: responseStage(request, response, deltaEvents),
    turn,
    next: outcome !== null || runEnded ? { outcome: outcome ?? 'stopped', runEnded } : null,
    selectedCallId: envelopeOf(last).callId,
    failed: failed ? { kind: failed.kind, status: failed.status ?? null } : null,
  };
}
