// The trace as GenAI spans (OpenTelemetry semantic conventions, version pinned in genai-semconv.ts):
//   invoke_agent (a run; a main run is the root of its own trace)
//     ├─ chat <model>            one per model-request, closed by its model-response
//     └─ execute_tool <Tool>     one per planned call (tool-start … tool-end, or a call-rejected), with the
//                                batch, the gates' verdicts, a fault, the budget's cut as attributes
// A subagent's events (scope `task:<callId>`) open an invoke_agent span of their own whose parent is the
// execute_tool span of that Task call, so any depth of nesting follows the call that started it (the parent
// is looked up by call id, not by parsing the scope's shape beyond its last `task:`).
// Times come from the span clock (span-clock.ts): a model call's recorded wall times, else the virtual clock
// placed from them or from an epoch, so the same trace always gives the same spans. A pure function.
import type { TraceEvent, TraceEventOf } from '../../engine/trace/trace-events';
import { taskCallIdOf } from '../../engine/trace/agent-parent';
import { GENAI, GENAI_OPERATION, GENAI_PROVIDER_OF_API } from './genai-semconv';
import { genAiInputMessages, genAiOutputMessages } from './genai-messages';
import type { SpanAttribute, SpanRecord } from './span-record';
import { spanClock, type SpanClock, type SpanClockOptions } from './span-clock';
import { chatResponseFacts, chatServerFacts, toolDefinitionsOf } from './chat-wire-facts';
import { assertNever } from '../../common/assert-never';
import { mcpLaneAttributes } from './mcp-lane-attributes';

/** Our own attributes (no convention covers gates, batches or budgets). */
const TS = 'toolscope';

interface OpenSpan {
  key: string;
  parentKey: string | null;
  traceKey: string;
  name: string;
  kind: SpanRecord['kind'];
  startMs: number;
  endMs: number | null;
  attributes: Record<string, SpanAttribute>;
  status: SpanRecord['status'];
  /** A tool span's clock offset where it opened: its recorded start is read with it, not the end's. */
  startOffsetMs?: number;
}

export function traceToSpans(events: readonly TraceEvent[], options: SpanClockOptions = {}): SpanRecord[] {
  return new SpanBuilder(spanClock(events, options)).build(events);
}

class SpanBuilder {
  private readonly spans = new Map<string, OpenSpan>();
  /** The open agent span of each scope ('' for the main agent). */
  private readonly agents = new Map<string, string>();
  /** The open chat span of each scope. */
  private readonly chats = new Map<string, string>();
  /** How many calls each step has made so far (a retried call makes more than one). */
  private readonly attempts = new Map<string, number>();
  /** Tool spans by the trace's span id, and by scope and call id. */
  private readonly toolsBySpanId = new Map<string, string>();
  private readonly toolsByCall = new Map<string, string>();
  /** The latest tool span of each call id, whatever its scope: where a subagent's scope nests. */
  private readonly latestToolByCallId = new Map<string, string>();
  private readonly batches = new Map<string, TraceEventOf<'batch-start'>>();
  private readonly counts = new Map<string, number>();
  private lastMs = Number.NEGATIVE_INFINITY;

  constructor(private readonly clock: SpanClock) {}

  build(events: readonly TraceEvent[]): SpanRecord[] {
    for (const event of events) {
      this.lastMs = Math.max(this.lastMs, this.clock.at(event));
      this.take(event);
    }
    return [...this.spans.values()].map((span) => this.closed(span));
  }

  private closed(span: OpenSpan): SpanRecord {
    const incomplete = span.endMs === null;
    return {
      key: span.key,
      parentKey: span.parentKey,
      traceKey: span.traceKey,
      name: span.name,
      kind: span.kind,
      startMs: span.startMs,
      endMs: span.endMs ?? Math.max(this.lastMs, span.startMs),
      attributes: incomplete ? { ...span.attributes, [`${TS}.incomplete`]: true } : span.attributes,
      status: span.status,
    };
  }

  private unique(base: string): string {
    const n = this.counts.get(base) ?? 0;
    this.counts.set(base, n + 1);
    return n === 0 ? base : `${base}#${n}`;
  }

  private open(span: Omit<OpenSpan, 'key' | 'endMs' | 'traceKey'> & { key: string }): OpenSpan {
    const key = this.unique(span.key);
    const traceKey = span.parentKey === null ? key : this.spans.get(span.parentKey)!.traceKey;
    const opened: OpenSpan = { ...span, key, traceKey, endMs: null };
    this.spans.set(key, opened);
    return opened;
  }

  private set(key: string | undefined, attributes: Record<string, SpanAttribute>): void {
    const span = key === undefined ? undefined : this.spans.get(key);
    if (span) Object.assign(span.attributes, attributes);
  }

  /** The agent span of the event's scope, opened on the spot when the trace starts inside a run. */
  private agentOf(event: TraceEvent): string {
    const scope = event.scope ?? '';
    return this.agents.get(scope) ?? this.openAgent(event, null);
  }

  private openAgent(event: TraceEvent, runId: string | null): string {
    const scope = event.scope ?? '';
    const callId = taskCallIdOf(event.scope);
    const parentKey =
      callId === null ? null : (this.latestToolByCallId.get(callId) ?? this.agents.get('') ?? null);
    const name = callId === null ? 'ToolScope agent' : 'Task subagent';
    const span = this.open({
      key: `agent:${scope || 'main'}:${runId ?? 'run'}`,
      parentKey,
      name: `${GENAI_OPERATION.invokeAgent} ${name}`,
      kind: 'internal',
      startMs: this.clock.at(event),
      attributes: {
        [GENAI.operationName]: GENAI_OPERATION.invokeAgent,
        [GENAI.agentName]: name,
        ...(runId === null ? {} : { [GENAI.agentId]: runId, [GENAI.conversationId]: runId }),
        ...(event.scope === undefined ? {} : { [`${TS}.scope`]: event.scope }),
      },
      status: { code: 'unset' },
    });
    this.agents.set(scope, span.key);
    return span.key;
  }

  private end(key: string | undefined, endMs: number): void {
    const span = key === undefined ? undefined : this.spans.get(key);
    if (span && span.endMs === null) span.endMs = Math.max(endMs, span.startMs);
  }

  private take(event: TraceEvent): void {
    const scope = event.scope ?? '';
    switch (event.type) {
      case 'run-start':
        this.openAgent(event, event.runId);
        this.set(this.agents.get(scope), { [`${TS}.run.user_message`]: event.userMessage });
        return;
      case 'run-end': {
        const key = this.agents.get(scope);
        this.end(this.chats.get(scope), this.clock.at(event));
        this.set(key, { [`${TS}.run.end_reason`]: event.reason, [`${TS}.run.steps`]: event.steps });
        const span = key === undefined ? undefined : this.spans.get(key);
        if (span && event.reason === 'error') span.status = { code: 'error', message: event.error ?? '' };
        this.end(key, this.clock.at(event));
        this.agents.delete(scope);
        return;
      }
      case 'model-request':
        return this.openChat(event);
      case 'model-response':
        return this.closeChat(event);
      case 'model-error': {
        // The failed attempt's span ends with its error; a retry opens a span of its own.
        const key = this.chats.get(scope);
        const span = key === undefined ? undefined : this.spans.get(key);
        if (span) span.status = { code: 'error', message: event.message };
        this.set(key, { [GENAI.errorType]: event.kind, ...chatServerFacts(event.wire) });
        this.end(key, this.clock.at(event));
        return;
      }
      case 'step-end':
        this.end(this.chats.get(scope), this.clock.at(event)); // a model call that failed has no response
        return;
      case 'batch-start':
        for (const callId of event.callIds) this.batches.set(`${scope}|${callId}`, event);
        return;
      case 'tool-start':
        return this.openTool(event);
      case 'call-rejected':
        return this.rejectedCall(event);
      case 'gate-check':
        return this.gateCheck(event);
      case 'permission-answer':
        this.set(this.toolOfCall(event, event.callId), {
          [`${TS}.gate.permission.answer`]: event.answer,
        });
        return;
      case 'fault-inject':
        if (event.action === 'fire' && event.callId !== null) {
          this.set(this.toolOfCall(event, event.callId), { [`${TS}.fault.error_code`]: event.errorCode });
        }
        return;
      case 'tool-end':
        return this.closeTool(event);
      case 'budget-truncate':
        this.set(this.toolOfCall(event, event.callId), {
          [`${TS}.budget.cut`]: event.layer,
          [`${TS}.budget.before_bytes`]: event.beforeBytes,
          [`${TS}.budget.after_bytes`]: event.afterBytes,
          [`${TS}.budget.limit_bytes`]: event.limitBytes,
          ...(event.spillPath === null ? {} : { [`${TS}.budget.spill_path`]: event.spillPath }),
        });
        return;
      case 'breaker-transition':
        if (event.callId !== null) {
          this.set(this.toolOfCall(event, event.callId), {
            [`${TS}.breaker.transition`]: `${event.from}->${event.to}`,
          });
        }
        return;
      case 'mcp-exchange':
        return this.mcpLane(event);
      case 'step-start':
      case 'schema-build':
      case 'model-delta':
      case 'plan-build':
      case 'permission-ask':
      case 'batch-end':
      case 'budget-apply':
      case 'file-change':
      case 'mcp-tools-refused':
      case 'mcp-progress':
      case 'history-append':
      case 'clock-advance':
      case 'settings-change':
        return;
      default: {
        return assertNever(event);
      }
    }
  }

  private openChat(event: TraceEventOf<'model-request'>): void {
    const scope = event.scope ?? '';
    const { model, messages, tools, toolChoice, parallelToolCalls } = event.request;
    const span = this.open({
      key: this.chatKey(scope, event.step),
      parentKey: this.agentOf(event),
      name: `${GENAI_OPERATION.chat} ${model}`,
      kind: 'client',
      startMs: this.clock.at(event),
      attributes: {
        [GENAI.operationName]: GENAI_OPERATION.chat,
        [GENAI.providerName]: GENAI_PROVIDER_OF_API['chat-completions'],
        [GENAI.requestModel]: model,
        [GENAI.inputMessages]: JSON.stringify(genAiInputMessages(messages)),
        [GENAI.toolDefinitions]: JSON.stringify(toolDefinitionsOf(tools)),
        [`${TS}.step`]: event.step,
        [`${TS}.tools.fingerprint`]: event.toolsFingerprint,
        [`${TS}.request.tool_choice`]: JSON.stringify(toolChoice),
        [`${TS}.request.parallel_tool_calls`]: parallelToolCalls,
      },
      status: { code: 'unset' },
    });
    this.chats.set(scope, span.key);
  }

  /** A step's first call keeps its plain key; a retried call's attempts are numbered after it. */
  private chatKey(scope: string, step: number): string {
    const key = `chat:${scope || 'main'}:${step}`;
    const attempt = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, attempt);
    return attempt === 1 ? key : `${key}:${attempt}`;
  }

  private closeChat(event: TraceEventOf<'model-response'>): void {
    const scope = event.scope ?? '';
    const key = this.chats.get(scope);
    this.set(key, {
      ...(event.finishReason === null ? {} : { [GENAI.finishReasons]: [event.finishReason] }),
      ...(event.usage
        ? {
            [GENAI.inputTokens]: event.usage.promptTokens,
            [GENAI.outputTokens]: event.usage.completionTokens,
            // Only what the endpoint reported: an absent figure is "not reported", never 0.
            ...(event.usage.cacheReadTokens === undefined
              ? {}
              : { [GENAI.cacheReadInputTokens]: event.usage.cacheReadTokens }),
            ...(event.usage.cacheCreationTokens === undefined
              ? {}
              : { [GENAI.cacheCreationInputTokens]: event.usage.cacheCreationTokens }),
          }
        : {}),
      [GENAI.outputMessages]: JSON.stringify(
        genAiOutputMessages(event.content, event.toolCalls, event.finishReason),
      ),
      ...(event.wire
        ? { [`${TS}.wire.api`]: event.wire.api, [GENAI.providerName]: GENAI_PROVIDER_OF_API[event.wire.api] }
        : {}),
      ...chatServerFacts(event.wire),
      ...chatResponseFacts(event.wire),
    });
    this.end(key, this.clock.at(event));
    this.chats.delete(scope);
  }

  private toolSpan(event: TraceEvent & { callId: string; toolName: string }, startMs: number): OpenSpan {
    const scope = event.scope ?? '';
    const batch = this.batches.get(`${scope}|${event.callId}`);
    const span = this.open({
      key: `tool:${scope || 'main'}:${event.callId}`,
      parentKey: this.agentOf(event),
      name: `${GENAI_OPERATION.executeTool} ${event.toolName}`,
      kind: 'internal',
      startMs,
      attributes: {
        [GENAI.operationName]: GENAI_OPERATION.executeTool,
        [GENAI.toolName]: event.toolName,
        [GENAI.toolCallId]: event.callId,
        [GENAI.toolType]: 'function',
        [`${TS}.step`]: event.step,
        ...(batch
          ? {
              [`${TS}.batch.index`]: batch.batchIndex,
              [`${TS}.batch.concurrent`]: batch.concurrent,
              [`${TS}.batch.pool_size`]: batch.poolSize,
            }
          : {}),
      },
      status: { code: 'unset' },
    });
    this.toolsByCall.set(`${scope}|${event.callId}`, span.key);
    this.latestToolByCallId.set(event.callId, span.key);
    return span;
  }

  /** A call's lane on its tool span; a server's listing at Connect (no call) on the run's agent span. */
  private mcpLane(event: TraceEventOf<'mcp-exchange'>): void {
    const key = event.callId === null ? this.agentOf(event) : this.toolOfCall(event, event.callId);
    const span = key === undefined ? undefined : this.spans.get(key);
    if (!span) return;
    const prefix = event.callId === null ? `${TS}.mcp.listing.${event.server}` : `${TS}.mcp`;
    if (event.callId !== null) span.attributes[`${TS}.mcp.server`] = event.server;
    for (const [name, lines] of Object.entries(mcpLaneAttributes(prefix, event.exchanges))) {
      const before = span.attributes[name];
      span.attributes[name] = Array.isArray(before) ? [...(before as readonly string[]), ...lines] : lines;
    }
  }

  private toolOfCall(event: TraceEvent, callId: string): string | undefined {
    return this.toolsByCall.get(`${event.scope ?? ''}|${callId}`);
  }

  private openTool(event: TraceEventOf<'tool-start'>): void {
    const span = this.toolSpan(event, this.clock.at(event));
    span.startOffsetMs = this.clock.offsetAt(event);
    span.attributes[GENAI.toolCallArguments] = JSON.stringify(event.input);
    span.attributes[`${TS}.span_id`] = event.spanId;
    this.toolsBySpanId.set(event.spanId, span.key);
  }

  private rejectedCall(event: TraceEventOf<'call-rejected'>): void {
    const span = this.toolSpan(event, this.clock.at(event));
    Object.assign(span.attributes, {
      [GENAI.errorType]: 'TOO_MANY_CALLS',
      [`${TS}.tool.ended_at`]: 'plan',
      [`${TS}.max_calls_per_turn`]: event.maxCallsPerTurn,
    });
    span.status = { code: 'error', message: 'TOO_MANY_CALLS' };
    span.endMs = span.startMs;
  }

  private gateCheck(event: TraceEventOf<'gate-check'>): void {
    const gate = `${TS}.gate.${event.gate}`;
    const detail: Record<string, SpanAttribute> =
      event.gate === 'permission'
        ? { [`${gate}.source`]: event.source }
        : event.gate === 'breaker'
          ? { [`${gate}.state`]: event.state }
          : {};
    this.set(this.toolsBySpanId.get(event.spanId), {
      [`${gate}.verdict`]: event.verdict,
      [`${gate}.rule`]: event.rule,
      ...detail,
    });
  }

  private closeTool(event: TraceEventOf<'tool-end'>): void {
    const key = this.toolsBySpanId.get(event.spanId);
    const span = key === undefined ? undefined : this.spans.get(key);
    if (!span) return;
    // A Task call's subagent may have made live calls meanwhile: its end is read on the clock at its end.
    span.startMs = event.startMs + (span.startOffsetMs ?? this.clock.offsetAt(event));
    Object.assign(span.attributes, {
      [`${TS}.tool.ended_at`]: event.endedAt,
      [`${TS}.tool.status`]: event.status,
      [GENAI.toolCallResult]: event.result.text,
      ...(event.errorCode === null ? {} : { [GENAI.errorType]: event.errorCode }),
    });
    if (event.status === 'error') span.status = { code: 'error', message: event.errorCode ?? 'error' };
    span.endMs = Math.max(span.startMs, this.clock.at(event, event.startMs + event.durationMs));
  }
}
