// The pipeline view: the whole loop of the step at the selected event — registry → schema → request →
// response → plan → batches → gates → run → result → budget → history → next — with the turn's calls as
// tokens (pipeline-tokens.ts). Like every panel it is a pure function of the events as of the cursor, so
// stepping, running and time travel all draw from here (decision 0502). The main agent's loop only: a
// subagent's events (scope `task:…`) are left to the inspector.
import {
  envelopeOf,
  type ModelDeltaEvent,
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
import { assertNever } from '../../common/assert-never';

export type StageState = 'idle' | 'active' | 'done' | 'skipped';

export interface SchemaStage {
  readonly sent: readonly string[];
  /** Tools sent last step and not this one, with why the engine hid them when it did. */
  readonly left: readonly { readonly name: string; readonly hidden: SchemaHiddenEntry | null }[];
  /** Tools hidden last step and sent again. */
  readonly cameBack: readonly string[];
  readonly bytes: number;
  readonly tokens: number;
}

/** One tool call as the model's deltas have written it so far. */
export interface StreamingCall {
  /** Its position in the model's list of tool calls. */
  readonly index: number;
  readonly id: string | null;
  readonly name: string | null;
  /** The argument fragments in the order they arrived (joined: the arguments so far). */
  readonly pieces: readonly string[];
}

export interface ResponseStage {
  /** The text so far (all of it once the response is assembled). */
  readonly text: string;
  /** The text's deltas in the order they arrived (joined: `text`; one piece when nothing streamed). */
  readonly textPieces: readonly string[];
  /** The calls as streamed so far (as assembled once the response is, when nothing streamed). */
  readonly calls: readonly StreamingCall[];
  readonly toolCalls: number;
  /**
   * Streamed deltas received so far. An OpenAI-compatible endpoint streams one token per delta, and the
   * providers that hold a whole response cut it the same way (llm/response-deltas.ts), so this is the
   * token count as the tokens come; the API's own count is `usage`, once it arrives.
   */
  readonly deltas: number;
  /** The request went out and nothing has streamed back yet. */
  readonly waitingForFirstToken: boolean;
  readonly done: boolean;
  readonly finishReason: string | null;
  readonly usage: ModelResponseEvent['usage'] | null;
}

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
}

const isMain = (event: TraceEvent) => event.scope === undefined;

function schemaStage(build: SchemaBuildEvent, previous: SchemaBuildEvent | null): SchemaStage {
  const sent = build.tools.map((t) => t.function.name);
  const sentSet = new Set(sent);
  const hiddenNow = new Map(build.hidden.map((h) => [h.name, h]));
  const before = previous ? previous.tools.map((t) => t.function.name) : [];
  const hiddenBefore = new Set(previous ? previous.hidden.map((h) => h.name) : []);
  return {
    sent,
    left: before
      .filter((name) => !sentSet.has(name))
      .map((name) => ({ name, hidden: hiddenNow.get(name) ?? null })),
    cameBack: sent.filter((name) => hiddenBefore.has(name)),
    bytes: build.bytes,
    tokens: build.tokens,
  };
}

/** Tool calls as the deltas have written them so far, in the model's order. */
function streamedCalls(deltas: readonly ModelDeltaEvent[]): StreamingCall[] {
  const calls: { index: number; id: string | null; name: string | null; pieces: string[] }[] = [];
  for (const { delta } of deltas) {
    if (delta.kind !== 'tool-call') continue;
    const call = (calls[delta.index] ??= { index: delta.index, id: null, name: null, pieces: [] });
    if (delta.id) call.id = delta.id;
    if (delta.name) call.name = delta.name;
    if (delta.argumentsFragment) call.pieces.push(delta.argumentsFragment);
  }
  return calls.filter(Boolean);
}

const rawCallOf = (call: StreamingCall): RawToolCallView => ({
  id: call.id,
  name: call.name,
  arguments: call.pieces.join(''),
});

/**
 * The response as of the cursor: what has streamed so far, piece by piece; once it is assembled, the same
 * pieces (or the whole response as one piece, when it came without deltas: a trace file stripped of them).
 */
function responseStage(
  request: ModelRequestEvent | null,
  response: ModelResponseEvent | null,
  deltas: readonly ModelDeltaEvent[],
): ResponseStage | null {
  if (request === null && response === null) return null;
  const textPieces: string[] = [];
  for (const { delta } of deltas) if (delta.kind === 'text') textPieces.push(delta.text);
  const streamed = streamedCalls(deltas);
  if (response === null) {
    return {
      text: textPieces.join(''),
      textPieces,
      calls: streamed,
      toolCalls: streamed.length,
      deltas: deltas.length,
      waitingForFirstToken: deltas.length === 0,
      done: false,
      finishReason: null,
      usage: null,
    };
  }
  const text = response.content ?? '';
  return {
    text,
    textPieces: textPieces.join('') === text ? textPieces : text ? [text] : [],
    calls:
      streamed.length === response.toolCalls.length
        ? streamed
        : response.toolCalls.map((call, index) => ({
            index,
            id: call.id,
            name: call.name,
            pieces: call.arguments ? [call.arguments] : [],
          })),
    toolCalls: response.toolCalls.length,
    deltas: deltas.length,
    waitingForFirstToken: false,
    done: true,
    finishReason: response.finishReason,
    usage: response.usage ?? null,
  };
}

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
  for (let i = stepStart - 1; i >= 0; i--) {
    const event = events[i]!;
    if (event.type === 'schema-build' && isMain(event)) {
      previousSchema = event;
      break;
    }
  }

  let schema: SchemaBuildEvent | null = null;
  let request: ModelRequestEvent | null = null;
  let response: ModelResponseEvent | null = null;
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
  const activeOrder = activeStage === null ? -1 : stageOrder(activeStage);
  const stages = Object.fromEntries(
    PIPELINE_STAGES.map((stage) => {
      const order = stageOrder(stage);
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
    schema: schema ? schemaStage(schema, previousSchema) : null,
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
  };
}
