// The questions a checkpoint can ask of a trace, as data, and the one function that answers them. Answers are
// short strings in trace vocabulary ("[Read Read]∥ → [Edit]", "DENY", "error CONFLICT"), so a checkpoint's
// choices can be compared with them exactly. Only the main agent's events are read (no subagent scope).
import { seedRegexOf } from '../../engine/protocol/seed-regex-details';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { assertNever } from '../../common/assert-never';

export type TraceReading =
  /** The batch partition of a step's plan, e.g. `[Read Read]∥ → [Edit]`. */
  | { readonly kind: 'batch-partition'; readonly step: number }
  /** The tools offered in a step's schema, in the order sent, e.g. `Edit, Read`. */
  | { readonly kind: 'schema-tools'; readonly step: number }
  /** The parameter names a tool's schema declares at a step, e.g. `city` or `input`. */
  | { readonly kind: 'tool-parameters'; readonly step: number; readonly toolName: string }
  /** How a call ended: `success`, `partial`, or `error CODE`. */
  | { readonly kind: 'call-outcome'; readonly step: number; readonly callIndex: number }
  /** Every call's outcome at a step, in model order, joined by ` / `. */
  | { readonly kind: 'step-outcomes'; readonly step: number }
  /** The permission gate's final verdict for a call (ALLOW or DENY). */
  | { readonly kind: 'permission-verdict'; readonly step: number; readonly callIndex: number }
  /** The seed regex classifier's verdict beside the AST classifier's: `seed ALLOW, AST ASK`. */
  | { readonly kind: 'classifier-verdicts'; readonly step: number; readonly callIndex: number }
  /** A breaker's transitions during a step, e.g. `CLOSED→OPEN`, or `none`. */
  | { readonly kind: 'breaker-transitions'; readonly step: number; readonly toolName: string }
  /** The budget's cuts at a step, in the order made: `call_1_2 per-tool`, or `none`. */
  | { readonly kind: 'budget-cuts'; readonly step: number }
  /** Whether the serialized result the model sees carries an `error` field: `yes` or `no`. */
  | { readonly kind: 'has-error-field'; readonly step: number; readonly callIndex: number }
  /** The lock gate's verdict for a call: INJECTED, MODEL, MISSING or SKIP. */
  | { readonly kind: 'lock-verdict'; readonly step: number; readonly callIndex: number };

const NOT_REACHED = '(not reached)';

export function readTrace(reading: TraceReading, events: readonly TraceEvent[]): string {
  const at = events.filter((e) => e.scope === undefined && e.step === reading.step);
  switch (reading.kind) {
    case 'batch-partition': {
      const plan = at.find((e) => e.type === 'plan-build');
      if (plan?.type !== 'plan-build') return NOT_REACHED;
      if (plan.batches.length === 0) return 'none';
      return plan.batches
        .map(
          (b) =>
            `[${b.callIndexes.map((i) => plan.calls[i]?.toolName ?? '?').join(' ')}]${b.concurrent ? '∥' : ''}`,
        )
        .join(' → ');
    }
    case 'schema-tools': {
      const schema = at.find((e) => e.type === 'schema-build');
      if (schema?.type !== 'schema-build') return NOT_REACHED;
      return schema.tools.map((t) => t.function.name).join(', ') || 'none';
    }
    case 'tool-parameters': {
      const schema = at.find((e) => e.type === 'schema-build');
      if (schema?.type !== 'schema-build') return NOT_REACHED;
      const tool = schema.tools.find((t) => t.function.name === reading.toolName);
      if (!tool) return 'absent';
      const properties = (tool.function.parameters as { properties?: Record<string, unknown> }).properties;
      return Object.keys(properties ?? {}).join(', ') || 'none';
    }
    case 'call-outcome': {
      const end = toolEnd(at, reading.callIndex);
      return end ? outcomeOf(end) : NOT_REACHED;
    }
    case 'step-outcomes': {
      const ends = at.filter((e) => e.type === 'tool-end').sort((a, b) => a.index - b.index);
      return ends.length === 0 ? 'none' : ends.map(outcomeOf).join(' / ');
    }
    case 'permission-verdict': {
      const gate = gateOf(at, reading.callIndex, 'permission');
      return gate?.gate === 'permission' ? gate.verdict : NOT_REACHED;
    }
    case 'classifier-verdicts': {
      const gate = gateOf(at, reading.callIndex, 'permission');
      if (gate?.gate !== 'permission' || !gate.risk) return NOT_REACHED;
      return `seed ${seedRegexOf(gate.risk)?.verdict ?? '?'}, AST ${gate.risk.verdict}`;
    }
    case 'breaker-transitions': {
      const moves = at.filter((e) => e.type === 'breaker-transition' && e.toolName === reading.toolName);
      return (
        moves.map((e) => (e.type === 'breaker-transition' ? `${e.from}→${e.to}` : '')).join(', ') || 'none'
      );
    }
    case 'budget-cuts': {
      const cuts = at.filter((e) => e.type === 'budget-truncate');
      return (
        cuts.map((e) => (e.type === 'budget-truncate' ? `${e.callId} ${e.layer}` : '')).join(', ') || 'none'
      );
    }
    case 'has-error-field': {
      const end = toolEnd(at, reading.callIndex);
      if (!end) return NOT_REACHED;
      const history = at.find((e) => e.type === 'history-append');
      const message =
        history?.type === 'history-append'
          ? history.messages.find((m) => m.role === 'tool' && m.tool_call_id === end.callId)
          : undefined;
      if (message?.role !== 'tool') return NOT_REACHED;
      return message.content.startsWith(`{"status":"${end.status}","error":`) ? 'yes' : 'no';
    }
    case 'lock-verdict': {
      const gate = gateOf(at, reading.callIndex, 'lock');
      return gate?.gate === 'lock' ? gate.verdict : NOT_REACHED;
    }
    default: {
      return assertNever(reading);
    }
  }
}

function toolEnd(events: readonly TraceEvent[], index: number) {
  const end = events.find((e) => e.type === 'tool-end' && e.index === index);
  return end?.type === 'tool-end' ? end : undefined;
}

function outcomeOf(end: { readonly status: string; readonly errorCode: string | null }): string {
  return end.status === 'error' ? `error ${end.errorCode ?? '?'}` : end.status;
}

function gateOf(events: readonly TraceEvent[], index: number, gate: 'permission' | 'lock') {
  const start = events.find((e) => e.type === 'tool-start' && e.index === index);
  if (start?.type !== 'tool-start') return undefined;
  const check = events.find((e) => e.type === 'gate-check' && e.callId === start.callId && e.gate === gate);
  return check?.type === 'gate-check' ? check : undefined;
}
