// Run (seed, step 3): batches in order; a concurrent batch as a pool of `maxConcurrency` on the virtual
// clock, a serial batch one call at a time. Results land by the model's index. The order of events comes from
// the virtual schedule (end time, then model order), never from which promise settles first: the scheduler
// awaits exactly the call the schedule says ends next. One call's failure never cancels its siblings; after
// an abort, calls not yet started still get a result (ABORTED).
import type { ToolOutput, ToolResult } from '../protocol/tool-result';
import type { BatchView } from '../trace/trace-events';
import type { TurnContext } from '../turn-protocol/turn-context';
import type { CallInFlight } from './execute-call';
import { startCall } from './execute-call';
import { finishCall } from './finish-call';
import type { PlannedCall } from '../orchestrator/plan-calls';

export interface CallTiming {
  readonly startMs: number;
  readonly endMs: number;
}

export interface BatchRun {
  /** By model index; only the calls of the batches are set. */
  readonly results: (ToolResult | undefined)[];
  readonly timings: (CallTiming | undefined)[];
  readonly endMs: number;
}

export async function runBatches(
  ctx: TurnContext,
  calls: readonly PlannedCall[],
  batches: readonly BatchView[],
  startMs: number,
): Promise<BatchRun> {
  const results: (ToolResult | undefined)[] = new Array<ToolResult | undefined>(calls.length);
  const timings: (CallTiming | undefined)[] = new Array<CallTiming | undefined>(calls.length);
  let now = startMs;
  for (const batch of batches) {
    now = await runBatch(ctx, calls, batch, now, results, timings);
    if (ctx.deps.afterBatch) await ctx.deps.afterBatch(batch.index).catch(ignoreFailure);
  }
  return { results, timings, endMs: now };
}

async function runBatch(
  ctx: TurnContext,
  calls: readonly PlannedCall[],
  batch: BatchView,
  startMs: number,
  results: (ToolResult | undefined)[],
  timings: (CallTiming | undefined)[],
): Promise<number> {
  const { deps, step } = ctx;
  const poolSize = batch.concurrent ? poolSizeOf(deps.settings.maxConcurrency) : 1;
  deps.clock.advanceTo(startMs);
  deps.sink.append({
    type: 'batch-start',
    step,
    timeMs: startMs,
    batchIndex: batch.index,
    concurrent: batch.concurrent,
    callIds: batch.callIndexes.map((index) => calls[index]!.id),
    poolSize,
  });

  let now = startMs;
  let next = 0;
  const running: CallInFlight[] = [];
  const members = batch.callIndexes;
  while (next < members.length || running.length > 0) {
    // Fill free slots at the current time, in the model's order.
    while (running.length < poolSize && next < members.length) {
      const started = startCall(ctx, calls[members[next++]!]!, batch.index, now);
      const flight = started instanceof Promise ? await started : started;
      if (flight.endMs === flight.startMs && !(flight.output instanceof Promise)) {
        // Ended at a gate (or took no time): it frees its slot at once. A running call of an earlier model
        // index that also ends now (a 0 ms latency) ends first: ties go to the model's order.
        for (let tied = tiedBefore(running, flight, now); tied; tied = tiedBefore(running, flight, now)) {
          running.splice(running.indexOf(tied), 1);
          now = settleAtEnd(ctx, tied, await tied.output, now, results, timings);
        }
        settle(ctx, flight, flight.output, now, results, timings);
      } else running.push(flight);
    }
    if (running.length === 0) continue;
    const ending = earliestEnd(running);
    running.splice(running.indexOf(ending), 1);
    now = settleAtEnd(ctx, ending, await ending.output, now, results, timings);
  }

  deps.sink.append({ type: 'batch-end', step, timeMs: now, batchIndex: batch.index, startMs, endMs: now });
  return now;
}

/**
 * At least one slot, whatever the settings say: with none (0, a negative or a non-number) the loop below
 * would spin forever without starting a call. The session schema refuses such values; this keeps the
 * engine finite even for settings that reached it some other way.
 */
function poolSizeOf(maxConcurrency: number): number {
  return Number.isFinite(maxConcurrency) ? Math.max(1, Math.floor(maxConcurrency)) : 1;
}

function ignoreFailure(): undefined {
  return undefined;
}

/** Settles a running call (its output awaited) at its planned end; returns the new current time. */
function settleAtEnd(
  ctx: TurnContext,
  ending: CallInFlight,
  output: ToolOutput,
  now: number,
  results: (ToolResult | undefined)[],
  timings: (CallTiming | undefined)[],
): number {
  // A nested loop (Task) may have moved the clock past the planned end: time never runs backwards.
  const endMs = Math.max(now, ending.endMs, ctx.deps.clock.nowMs());
  ctx.deps.clock.advanceTo(endMs);
  settle(ctx, ending, output, endMs, results, timings);
  return endMs;
}

/** The running call that ends by `now` and comes before `flight` in the model's order, if any. */
function tiedBefore(
  running: readonly CallInFlight[],
  flight: CallInFlight,
  now: number,
): CallInFlight | null {
  const due = running.filter((r) => r.endMs <= now && r.call.index < flight.call.index);
  return due.length === 0 ? null : earliestEnd(due);
}

function settle(
  ctx: TurnContext,
  flight: CallInFlight,
  output: ToolOutput,
  endMs: number,
  results: (ToolResult | undefined)[],
  timings: (CallTiming | undefined)[],
): void {
  results[flight.call.index] = finishCall(ctx, flight, output, endMs);
  timings[flight.call.index] = { startMs: flight.startMs, endMs };
}

/** The call the schedule ends next: earliest planned end, ties broken by the model's order. */
function earliestEnd(running: readonly CallInFlight[]): CallInFlight {
  let best = running[0]!;
  for (let i = 1; i < running.length; i++) {
    const candidate = running[i]!;
    if (
      candidate.endMs < best.endMs ||
      (candidate.endMs === best.endMs && candidate.call.index < best.call.index)
    ) {
      best = candidate;
    }
  }
  return best;
}
