// A step's model call, retried as often as the person asks: a failed call is appended as a model-error
// event (with what went over the wire) and waits for the person's decision (retries/failed-call-desk.ts);
// a retry sends the same request again, so the trace shows each attempt's model-request.
import type { SchemaBuild } from '../../engine';
import type { ModelOutcome, WireMessage } from '../../llm/model-types';
import { isRetryableFailure } from '../retries/call-failure';
import type { LoopContext } from './loop-context';
import { callModel } from './model-step';

/** The call's last outcome; `movedOn`: its failure was given up on for a new message. */
export interface DecidedCall {
  readonly outcome: ModelOutcome;
  readonly movedOn?: true;
}

export async function callUntilDecided(
  context: LoopContext,
  step: number,
  history: readonly WireMessage[],
  schema: SchemaBuild,
): Promise<DecidedCall> {
  for (;;) {
    const { outcome, wire } = await callModel(context, step, history, schema);
    if (outcome.ok || !isRetryableFailure(outcome.error.kind) || context.signal.aborted) return { outcome };
    const { error } = outcome;
    const failure = context.failedCalls.next();
    const event = context.sink.append({
      type: 'model-error',
      step,
      timeMs: context.nowMs(),
      failure,
      kind: error.kind,
      message: error.message,
      ...(error.status === undefined ? {} : { status: error.status }),
      ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
      ...(wire ? { wire } : {}),
    });
    const call = { failure, step, error, ...(context.scope === undefined ? {} : { scope: context.scope }) };
    const answer = await context.failedCalls.decide(call, event.seq);
    if (answer !== 'retry') return answer === 'move-on' ? { outcome, movedOn: true } : { outcome };
  }
}
