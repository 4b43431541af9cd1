// The record step (seed, after gate 4): at the call's end on the virtual schedule, feed the breaker and the
// Read cache, build the frozen ToolResult, and close the span.
import { emitBreakerTransition } from '../gate-events/breaker-events';
import type { BreakerCountPolicy } from '../gates/breaker-state';
import type { ToolErrorCode, ToolOutput, ToolResult } from '../protocol/tool-result';
import { makeToolResult } from '../result/make-tool-result';
import type { TurnContext } from '../turn-protocol/turn-context';
import type { CallInFlight } from './execute-call';
import { assertNever } from '../../common/assert-never';

export function finishCall(
  ctx: TurnContext,
  flight: CallInFlight,
  output: ToolOutput,
  endMs: number,
): ToolResult {
  const { deps, step } = ctx;
  const { call } = flight;
  const result = makeToolResult(call.toolName, output, endMs - flight.startMs, ctx.cwd, call.input);

  if (flight.recordsBreaker) {
    const failed = flight.injectedFault || countsAsFailure(output, deps.settings.breaker.countPolicy);
    const transition = deps.breakers.record(
      call.toolName,
      failed,
      flight.probe,
      endMs,
      deps.settings.breaker,
    );
    if (transition) emitBreakerTransition(deps.sink, step, endMs, transition, 'record', call.id);
  }
  // Any successful output that carries a lock refreshes the cache, so Edit after Edit needs no new Read.
  if (output.status !== 'error') {
    for (const path of output.releasedPaths ?? []) deps.readCache.delete(path);
    if (output.lock !== undefined) deps.readCache.set(output.lock);
    for (const lock of output.locks ?? []) deps.readCache.set(lock);
  }

  deps.sink.append({
    type: 'tool-end',
    step,
    timeMs: endMs,
    spanId: flight.spanId,
    callId: call.id,
    index: call.index,
    toolName: call.toolName,
    batchIndex: flight.batchIndex,
    startMs: flight.startMs,
    durationMs: endMs - flight.startMs,
    endedAt: flight.endedAt,
    status: result.status,
    errorCode: result.errorCode ?? null,
    result,
  });
  return result;
}

/** Tool faults count under `tool-faults`; the model's own mistakes (NOT_FOUND, INVALID_PARAM ...) do not. */
const TOOL_FAULTS: ReadonlySet<ToolErrorCode> = new Set(['INTERNAL_ERROR', 'EXECUTION_ERROR', 'TIMEOUT']);

export function countsAsFailure(output: ToolOutput, policy: BreakerCountPolicy): boolean {
  if (output.status !== 'error') return false;
  switch (policy) {
    case 'all-errors':
      return true;
    case 'tool-faults':
      return TOOL_FAULTS.has(output.errorCode ?? 'EXECUTION_ERROR');
    default:
      return assertNever(policy);
  }
}
