// The calls of one turn as tokens on the pipeline view: where each one is as of the selected event, and the
// verdict it left at each gate. A pure fold over the turn's events, so travelling back puts every token
// where it was then. Refused calls stop at the stage that refused them (plan, permission, lock, breaker)
// until their error result rejoins the others in the history, in the model's order.
import { MAX_ARGUMENT_DEPTH, parseJsonWithinDepth } from '../../common/json-depth';
import type {
  BudgetTruncateEvent,
  GateCheckEvent,
  PlanBuildEvent,
  PlannedCallView,
  RawToolCallView,
  ToolEndEvent,
  TraceEvent,
} from '../../engine';
import { serializeToolResult, utf8ByteLength } from '../../engine';
import type { CallStageId } from './pipeline-stages';
import { latestMcpProgress, progressHeard, type McpProgressMark } from './mcp-progress';
import { mcpCallNotes, type McpCallNote } from './mcp-call-notes';
import { assertNever } from '../../common/assert-never';

export type PermissionMark = 'ALLOW' | 'DENY' | 'ASK';
/** The lock gate's verdict, or what the tool made of it (CONFLICT; NEW_FILE when nothing needed locking). */
export type LockMark = 'INJECTED' | 'MODEL' | 'MISSING' | 'SKIP' | 'CONFLICT' | 'NEW_FILE';
/** CLOSED: passed; PROBE: the single half-open probe; OPEN: refused (or this call's failure opened it). */
export type BreakerMark = 'CLOSED' | 'PROBE' | 'OPEN';

export interface TokenRefusal {
  readonly stage: Extract<CallStageId, 'plan' | 'permission' | 'lock' | 'breaker' | 'run'>;
  /** English, as the engine wrote it (the model reads the same words). */
  readonly reason: string;
  /** What refused it, for the page to word the reason in its own language. */
  readonly cause: RefusalCause;
}

export type RefusalCause =
  | { readonly kind: 'plan'; readonly status: PlannedCallView['status']; readonly maxCallsPerTurn: number }
  | { readonly kind: 'gate'; readonly check: GateCheckEvent }
  | { readonly kind: 'tool'; readonly errorCode: ToolEndEvent['errorCode']; readonly aborted: boolean };

export interface CallToken {
  readonly callId: string;
  /** Position in the model's list (the order results go back in). */
  readonly index: number;
  readonly toolName: string;
  /** A short form of the arguments (a path, a command, a pattern …) for the token's label. */
  readonly argument: string;
  readonly batchIndex: number | null;
  readonly stage: CallStageId;
  /** Waiting for its batch (a serial call behind a batch still running), or for a person's answer. */
  readonly waiting: 'batch' | 'person' | null;
  readonly refused: TokenRefusal | null;
  readonly permission: PermissionMark | null;
  readonly lock: LockMark | null;
  readonly breaker: BreakerMark | null;
  /** The breaker opened because of this call's result (the record after the run). */
  readonly tripped: boolean;
  /** The raw result's size (UTF-8 bytes of the tool message), once the call ended. */
  readonly resultBytes: number | null;
  /** 1 for the first call of the turn to finish, and so on (results finish out of order). */
  readonly finishedOrder: number | null;
  readonly status: ToolEndEvent['status'] | null;
  readonly errorCode: ToolEndEvent['errorCode'];
  /** The last progress an MCP call reported (mcp-progress.ts); null for any other call. */
  readonly progress: McpProgressMark | null;
  /** What the client had to do to get an MCP call's answer (a session started again); none for any other. */
  readonly notes: readonly McpCallNote[];
  readonly cut: {
    readonly layer: BudgetTruncateEvent['layer'];
    readonly afterBytes: number;
    readonly spillPath: string | null;
  } | null;
}

export type LaneGroupState = 'waiting' | 'running' | 'done';

export interface LaneGroup {
  /** Null for calls not in any batch (still streaming from the model, or past the calls-per-turn cap). */
  readonly batchIndex: number | null;
  readonly concurrent: boolean;
  readonly state: LaneGroupState;
  readonly tokens: readonly CallToken[];
}

export interface TurnBudget {
  readonly perToolMaxBytes: number;
  readonly totalMaxBytes: number;
  readonly totalBeforeBytes: number;
  readonly totalAfterBytes: number;
}

export interface TurnView {
  readonly planned: boolean;
  readonly groups: readonly LaneGroup[];
  readonly tokens: readonly CallToken[];
  readonly budget: TurnBudget | null;
  readonly inHistory: boolean;
}

const ARGUMENT_KEYS = ['path', 'file_path', 'command', 'pattern', 'url', 'query', 'table', 'name'] as const;
const ARGUMENT_CHARS = 28;

/** `src/config.ts`, `ls -la`, `retries` …: what tells two calls of one tool apart at a glance. */
export function shortArgument(input: Readonly<Record<string, unknown>> | null, raw: string): string {
  let text: string | null = null;
  if (input) {
    for (const key of ARGUMENT_KEYS) {
      if (typeof input[key] === 'string') {
        text = input[key];
        break;
      }
    }
    text ??= Object.values(input).find((v): v is string => typeof v === 'string') ?? null;
    if (text === null && Object.keys(input).length === 0) text = '';
  }
  text ??= raw;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > ARGUMENT_CHARS ? `${flat.slice(0, ARGUMENT_CHARS - 1)}…` : flat;
}

const resultBytesCache = new WeakMap<ToolEndEvent, number>();
function resultBytesOf(end: ToolEndEvent): number {
  let bytes = resultBytesCache.get(end);
  if (bytes === undefined) {
    bytes = utf8ByteLength(serializeToolResult(end.result));
    resultBytesCache.set(end, bytes);
  }
  return bytes;
}

type MutableToken = { -readonly [K in keyof CallToken]: CallToken[K] };

function tokenOf(
  callId: string,
  index: number,
  toolName: string,
  argument: string,
  batchIndex: number | null,
  stage: CallStageId,
): MutableToken {
  return {
    callId,
    index,
    toolName,
    argument,
    batchIndex,
    stage,
    waiting: null,
    refused: null,
    permission: null,
    lock: null,
    breaker: null,
    tripped: false,
    resultBytes: null,
    finishedOrder: null,
    status: null,
    errorCode: null,
    progress: null,
    notes: [],
    cut: null,
  };
}

/** Tokens for calls the model has sent (or is still streaming) before the plan is built. */
export function turnFromResponse(calls: readonly RawToolCallView[]): TurnView | null {
  if (calls.length === 0) return null;
  const tokens = calls.map((call, i) => {
    let input: Record<string, unknown> | null = null;
    // Still streaming, broken or too deep to be arguments (common/json-depth.ts): the label shows the text.
    const parsed = parseJsonWithinDepth(call.arguments, MAX_ARGUMENT_DEPTH);
    if (
      parsed.ok &&
      parsed.value !== null &&
      typeof parsed.value === 'object' &&
      !Array.isArray(parsed.value)
    )
      input = parsed.value as Record<string, unknown>;
    return tokenOf(
      call.id ?? `#${i}`,
      i,
      call.name ?? '…',
      shortArgument(input, call.arguments),
      null,
      'response',
    );
  });
  return {
    planned: false,
    groups: [{ batchIndex: null, concurrent: false, state: 'waiting', tokens }],
    tokens,
    budget: null,
    inHistory: false,
  };
}

/** Folds the events after a plan-build (same step, same scope) into the turn's tokens. */
export function turnFromPlan(plan: PlanBuildEvent, after: readonly TraceEvent[]): TurnView {
  const tokens = plan.calls.map((call) => {
    const token = tokenOf(
      call.id,
      call.index,
      call.toolName,
      shortArgument(call.input, call.rawArguments),
      call.batchIndex,
      'plan',
    );
    if (call.status !== 'ok') {
      token.refused = {
        stage: 'plan',
        reason: call.error ?? call.status,
        cause: { kind: 'plan', status: call.status, maxCallsPerTurn: plan.maxCallsPerTurn },
      };
    } else {
      token.stage = 'batches';
      token.waiting = 'batch';
    }
    return token;
  });
  const byId = new Map(tokens.map((t) => [t.callId, t]));
  const batchState = new Map<number, LaneGroupState>(plan.batches.map((b) => [b.index, 'waiting']));
  let budget: TurnBudget | null = null;
  let inHistory = false;
  let finished = 0;

  for (const event of after) {
    switch (event.type) {
      case 'batch-start':
        batchState.set(event.batchIndex, 'running');
        for (const id of event.callIds) {
          const token = byId.get(id);
          if (token && token.refused === null) token.waiting = null;
        }
        break;
      case 'batch-end':
        batchState.set(event.batchIndex, 'done');
        break;
      case 'tool-start': {
        const token = byId.get(event.callId);
        if (token && token.refused === null) {
          token.stage = 'permission';
          token.waiting = null;
        }
        break;
      }
      case 'mcp-progress': {
        // Live, while the call runs; its tool-end then reads the same figures from the answer.
        const token = byId.get(event.callId);
        if (token) token.progress = progressHeard(token.progress, event);
        break;
      }
      case 'permission-ask': {
        const token = byId.get(event.request.callId);
        if (token) {
          token.permission = 'ASK';
          token.waiting = 'person';
        }
        break;
      }
      case 'gate-check': {
        const token = byId.get(event.callId);
        if (!token) break;
        // The mark is always kept; a call refused earlier (an unknown tool is refused at plan and denied
        // again at permission) stays where it was first refused.
        const open = token.refused === null;
        if (event.gate === 'permission') {
          token.permission = event.verdict;
          token.waiting = null;
          if (open && event.verdict === 'DENY')
            token.refused = {
              stage: 'permission',
              reason: event.reason,
              cause: { kind: 'gate', check: event },
            };
          else if (open) token.stage = 'lock';
        } else if (event.gate === 'lock') {
          token.lock = event.verdict;
          if (open) token.stage = 'breaker';
        } else {
          token.breaker = event.verdict === 'PASS' ? 'CLOSED' : event.verdict === 'PROBE' ? 'PROBE' : 'OPEN';
          if (open && event.verdict === 'REJECT')
            token.refused = { stage: 'breaker', reason: event.reason, cause: { kind: 'gate', check: event } };
          else if (open) token.stage = 'run';
        }
        break;
      }
      case 'breaker-transition': {
        const token = event.callId === null ? undefined : byId.get(event.callId);
        if (token && event.to === 'OPEN') {
          token.tripped = true;
          token.breaker = 'OPEN';
        }
        break;
      }
      case 'tool-end': {
        const token = byId.get(event.callId);
        if (!token) break;
        token.status = event.status;
        token.errorCode = event.errorCode;
        token.progress = latestMcpProgress(event.result);
        token.notes = mcpCallNotes(event.result);
        if (event.endedAt === 'abort') {
          token.refused ??= {
            stage: 'run',
            reason: event.result.errorMessage ?? event.result.text,
            cause: { kind: 'tool', errorCode: event.errorCode, aborted: true },
          };
          break;
        }
        if (token.refused !== null) break;
        if (event.errorCode === 'CONFLICT' && event.endedAt === 'run') {
          // The tool compared the lock the gate injected and refused: the call stops at the lock.
          token.lock = 'CONFLICT';
          token.stage = 'lock';
          token.refused = {
            stage: 'lock',
            reason: event.result.errorMessage ?? event.result.text,
            cause: { kind: 'tool', errorCode: event.errorCode, aborted: false },
          };
          break;
        }
        if (token.lock === 'MISSING' && event.status !== 'error' && event.result.data['created'] === true)
          token.lock = 'NEW_FILE';
        token.stage = 'result';
        token.resultBytes = resultBytesOf(event);
        token.finishedOrder = ++finished;
        break;
      }
      case 'budget-truncate': {
        const token = byId.get(event.callId);
        if (token && token.cut === null) {
          token.cut = { layer: event.layer, afterBytes: event.afterBytes, spillPath: event.spillPath };
          if (token.refused === null) token.stage = 'budget';
        } else if (token?.cut) {
          token.cut = { ...token.cut, afterBytes: event.afterBytes };
        }
        break;
      }
      case 'budget-apply':
        budget = {
          perToolMaxBytes: event.perToolMaxBytes,
          totalMaxBytes: event.totalMaxBytes,
          totalBeforeBytes: event.totalBeforeBytes,
          totalAfterBytes: event.totalAfterBytes,
        };
        for (const entry of event.results) {
          const token = byId.get(entry.callId);
          if (token && token.refused === null) {
            token.stage = 'budget';
            token.resultBytes = entry.beforeBytes;
          }
        }
        break;
      case 'history-append':
        inHistory = true;
        for (const token of tokens) {
          token.stage = 'history';
          token.waiting = null;
        }
        break;
      case 'run-start':
      case 'step-start':
      case 'schema-build':
      case 'model-request':
      case 'model-delta':
      case 'model-response':
      case 'model-error':
      case 'plan-build':
      case 'call-rejected':
      case 'permission-answer':
      case 'fault-inject':
      case 'file-change':
      case 'mcp-exchange':
      case 'mcp-tools-refused':
      case 'clock-advance':
      case 'settings-change':
      case 'step-end':
      case 'run-end':
        break; // nothing a token shows
      default: {
        return assertNever(event);
      }
    }
  }

  const groups: LaneGroup[] = plan.batches.map((batch) => ({
    batchIndex: batch.index,
    concurrent: batch.concurrent,
    state: batchState.get(batch.index) ?? 'waiting',
    tokens: batch.callIndexes.flatMap((i) => {
      const token = tokens[i];
      return token ? [token] : [];
    }),
  }));
  const unbatched = tokens.filter((t) => t.batchIndex === null);
  if (unbatched.length > 0)
    groups.push({ batchIndex: null, concurrent: false, state: 'done', tokens: unbatched });
  return { planned: true, groups, tokens, budget, inHistory };
}
