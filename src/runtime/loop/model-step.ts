// One model call inside a step: build the request, append it, wait until the person has stepped up to it,
// call the provider while appending its streamed deltas, then append the assembled response.
import { cachedTokensOf } from '../../engine/protocol/cached-tokens';
import type { EventSink, ModelDeltaEvent, ModelRequestEvent, SchemaBuild } from '../../engine';
import type {
  ModelDelta,
  ModelOutcome,
  ModelRequest,
  WireExchange,
  WireMessage,
} from '../../llm/model-types';
import type { LoopContext } from './loop-context';
import { assertNever } from '../../common/assert-never';
import { ResponseLimitGuard } from '../../llm/response-limits/response-limit-guard';
import { responseLimitError } from '../../llm/response-limits/response-limits';

/** The outcome, and what went over the wire for it (a failure shows it too). */
export interface ModelCall {
  readonly outcome: ModelOutcome;
  readonly wire?: WireExchange;
}

export async function callModel(
  context: LoopContext,
  step: number,
  history: readonly WireMessage[],
  schema: SchemaBuild,
): Promise<ModelCall> {
  const settings = context.settings();
  const request: ModelRequest = {
    model: context.provider.identity.model,
    messages: [{ role: 'system', content: settings.systemPrompt }, ...history],
    tools: schema.tools as ModelRequest['tools'],
    toolChoice: settings.toolChoice,
    parallelToolCalls: settings.parallelToolCalls,
  };
  const requestEvent: Omit<ModelRequestEvent, 'seq'> = {
    type: 'model-request',
    step,
    timeMs: context.nowMs(),
    request: {
      model: request.model,
      messages: request.messages,
      tools: schema.tools,
      toolChoice: request.toolChoice,
      parallelToolCalls: request.parallelToolCalls,
    },
    toolsFingerprint: schema.fingerprint,
  };
  append(context.sink, requestEvent);
  // A live model costs money and time: call it only once the person has seen the request.
  await context.latch.caughtUp();
  let wire: WireExchange | undefined;
  // Every provider's answer passes the same limits here: a network provider stops its request at the first
  // piece past one (it is told them), and a script or a recording (a crafted session file) that holds
  // more is refused in the same words, before the page is sent more than the limits allow.
  const limits = context.responseLimits();
  const guard = new ResponseLimitGuard(limits);
  const answered = await context.provider.complete(request, {
    signal: context.signal,
    limits,
    onWire: (exchange) => (wire = exchange),
    onDelta: (delta) => {
      if (!guard.delta(delta)) return;
      append(context.sink, {
        type: 'model-delta',
        step,
        timeMs: context.nowMs(),
        delta: toTraceDelta(delta),
      });
    },
  });
  const passed = answered.ok ? (guard.passed ?? guard.response(answered.response)) : null;
  const outcome: ModelOutcome = passed ? { ok: false, error: responseLimitError(passed) } : answered;
  if (outcome.ok) {
    const { response } = outcome;
    context.sink.append({
      type: 'model-response',
      step,
      timeMs: context.nowMs(),
      content: response.content,
      toolCalls: response.toolCalls.map((call) => ({
        id: call.id,
        name: call.name,
        arguments: call.arguments,
      })),
      finishReason: response.finishReason,
      ...(response.usage
        ? {
            usage: {
              promptTokens: response.usage.promptTokens,
              completionTokens: response.usage.completionTokens,
              totalTokens: response.usage.promptTokens + response.usage.completionTokens,
              ...cachedTokensOf(response.usage),
            },
          }
        : {}),
      ...(response.assumptions ? { assumptions: response.assumptions } : {}),
      ...(wire ? { wire } : {}),
    });
  }
  return wire ? { outcome, wire } : { outcome };
}

function append(sink: EventSink, event: Omit<ModelRequestEvent, 'seq'> | Omit<ModelDeltaEvent, 'seq'>): void {
  sink.append(event);
}

function toTraceDelta(delta: ModelDelta): ModelDeltaEvent['delta'] {
  switch (delta.type) {
    case 'text':
      return { kind: 'text', text: delta.text };
    case 'tool-call-start':
      return { kind: 'tool-call', index: delta.index, id: delta.id, name: delta.name };
    case 'tool-call-arguments':
      return { kind: 'tool-call', index: delta.index, argumentsFragment: delta.fragment };
    default: {
      return assertNever(delta);
    }
  }
}
