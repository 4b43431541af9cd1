// The one entry point the runtime calls per model turn:
//
//   plan (parse, ids, validate, partition)        → plan-build, call-rejected
//   for each batch: start calls on the virtual schedule, each through
//     permission → lock → breaker → run → record   → batch-start, tool-start, gate-check…, tool-end, batch-end
//   serialize each result once (model boundary)
//   budget over the whole turn, spill what is cut  → budget-truncate…, budget-apply
//   history: assistant tool_calls + one answer per id → history-append
//
// Never throws for anything the model sent; every call gets exactly one answer.
import type { ToolResult } from '../protocol/tool-result';
import { toolError } from '../protocol/tool-result';
import { utf8ByteLength } from '../common/utf8';
import { MINIMAL_CUT_MAX_BYTES } from '../budget/cut-result';
import { spillPathNamer, writeSpills } from '../budget/spill';
import type { BudgetEntry, BudgetPlan } from '../budget/truncate-to-budget';
import { truncateToBudget } from '../budget/truncate-to-budget';
import { buildHistory } from '../history/build-history';
import type { PlannedCall, TurnPlan } from '../orchestrator/plan-calls';
import { planCalls } from '../orchestrator/plan-calls';
import { runBatches } from '../executor/run-batches';
import { makeToolResult } from '../result/make-tool-result';
import { serializeToolResult } from '../result/serialize-result';
import type { EngineSettings } from '../settings/engine-settings';
import type { TurnContext } from '../turn-protocol/turn-context';
import { createTurnContext } from '../turn-protocol/turn-context';
import type { CallOutcome, EngineDeps, TurnInput, TurnOutcome } from '../turn-protocol/turn-types';

/**
 * The calls-per-turn cap in force: the setting, lowered if needed so that every admitted call's smallest cut
 * form fits the total budget together (which is what lets the budget always end within its limit).
 */
export function effectiveCallCap(settings: EngineSettings): number {
  const fitting = Math.floor(settings.budget.totalMaxBytes / MINIMAL_CUT_MAX_BYTES);
  return Math.max(0, Math.min(Math.floor(settings.maxCallsPerTurn), fitting));
}

export async function executeTurn(turn: TurnInput, deps: EngineDeps): Promise<TurnOutcome> {
  const ctx = createTurnContext(deps, turn.step);
  const { sink } = deps;
  const step = turn.step;
  const startMs = deps.clock.nowMs();
  const cap = effectiveCallCap(deps.settings);
  const plan = planCalls(turn.toolCalls, deps.registry, deps.ids, cap, deps.settings.strictSchemas);
  const calls = plan.calls;

  sink.append({
    type: 'plan-build',
    step,
    timeMs: startMs,
    calls: plan.views,
    batches: plan.batches,
    maxCallsPerTurn: cap,
    maxConcurrency: deps.settings.maxConcurrency,
  });
  const overCapResults = rejectOverCap(ctx, plan, cap, startMs);

  const run = await runBatches(ctx, calls, plan.batches, startMs);
  const endMs = run.endMs;

  // The model boundary: each admitted result serialized once, then budgeted together.
  const admitted = calls.filter((call) => call.status !== 'over-cap');
  const entries: BudgetEntry[] = admitted.map((call) => {
    const result = run.results[call.index]!;
    const content = serializeToolResult(result);
    return { callId: call.id, toolName: call.toolName, result, content, bytes: utf8ByteLength(content) };
  });
  const budgetPlan = await applyBudget(ctx.deps, entries, admitted, step, endMs);

  const outcomes: CallOutcome[] = [];
  let admittedPosition = 0;
  let overCapBytes = 0;
  for (const call of calls) {
    const overCap = overCapResults.get(call.index);
    if (overCap) {
      const content = serializeToolResult(overCap, { omitInput: true });
      const bytes = utf8ByteLength(content);
      overCapBytes += bytes;
      outcomes.push(outcome(call, overCap, content, bytes, bytes, 'none', null, null, startMs, startMs));
      continue;
    }
    const entry = entries[admittedPosition]!;
    const budgeted = budgetPlan.entries[admittedPosition]!;
    admittedPosition++;
    const timing = run.timings[call.index] ?? { startMs, endMs: startMs };
    outcomes.push(
      outcome(
        call,
        entry.result,
        budgeted.content,
        budgeted.bytes,
        entry.bytes,
        budgeted.cut,
        budgeted.spillPath,
        call.batchIndex,
        timing.startMs,
        timing.endMs,
      ),
    );
  }

  sink.append({
    type: 'budget-apply',
    step,
    timeMs: endMs,
    perToolMaxBytes: deps.settings.budget.perToolMaxBytes,
    totalMaxBytes: deps.settings.budget.totalMaxBytes,
    totalBeforeBytes: budgetPlan.totalBeforeBytes,
    totalAfterBytes: budgetPlan.totalAfterBytes,
    results: budgetPlan.entries.map((budgeted, i) => ({
      callId: entries[i]!.callId,
      beforeBytes: entries[i]!.bytes,
      afterBytes: budgeted.bytes,
      cut: budgeted.cut,
    })),
    overCapBytes,
  });

  const messages = buildHistory(
    turn.assistantText,
    outcomes.map((o) => ({
      id: o.callId,
      toolName: o.toolName,
      arguments: calls[o.index]!.rawArguments,
      content: o.modelContent,
    })),
  );
  const totalModelBytes = budgetPlan.totalAfterBytes + overCapBytes;
  sink.append({ type: 'history-append', step, timeMs: endMs, messages, bytes: totalModelBytes });

  return {
    step,
    calls: outcomes,
    plan: { calls: plan.views, batches: plan.batches },
    messages,
    startMs,
    endMs,
    totalModelBytes,
    aborted: deps.signal.aborted,
  };
}

/** Calls past the cap: a call-rejected event each, and a TOO_MANY_CALLS result that never ran. */
function rejectOverCap(
  ctx: TurnContext,
  plan: TurnPlan,
  cap: number,
  timeMs: number,
): Map<number, ToolResult> {
  const results = new Map<number, ToolResult>();
  for (const index of plan.overCap) {
    const call = plan.calls[index]!;
    ctx.deps.sink.append({
      type: 'call-rejected',
      step: ctx.step,
      timeMs,
      callId: call.id,
      index,
      toolName: call.toolName,
      reason: 'over-cap',
      maxCallsPerTurn: cap,
    });
    const rejection = call.rejection ?? {
      code: 'TOO_MANY_CALLS' as const,
      message: 'Not run: too many calls.',
    };
    const output = toolError(rejection.code, rejection.message);
    results.set(index, makeToolResult(call.toolName, output, 0, ctx.cwd, call.input));
  }
  return results;
}

/** Plans the budget, writes the spills, and re-plans without the paths whose write failed. */
async function applyBudget(
  deps: EngineDeps,
  entries: readonly BudgetEntry[],
  admitted: readonly PlannedCall[],
  step: number,
  timeMs: number,
): Promise<BudgetPlan> {
  const budget = deps.settings.budget;
  const nameSpill = spillPathNamer(
    budget.spillDir,
    admitted.map((call) => call.id),
    deps.ids,
  );
  let plan = truncateToBudget(entries, budget, nameSpill);
  const spills = plan.entries.flatMap((entry) =>
    entry.spillPath === null || entry.spillContent === null
      ? []
      : [{ path: entry.spillPath, content: entry.spillContent }],
  );
  if (spills.length > 0) {
    const failed = await writeSpills(deps.spill, spills);
    if (failed.size > 0) {
      plan = truncateToBudget(entries, budget, (i) => {
        const path = nameSpill(i);
        return failed.has(path) ? null : path;
      });
    }
  }
  for (const cut of plan.cuts) {
    const entry = entries[cut.index]!;
    deps.sink.append({
      type: 'budget-truncate',
      step,
      timeMs,
      callId: entry.callId,
      toolName: entry.toolName,
      layer: cut.layer,
      beforeBytes: cut.beforeBytes,
      afterBytes: cut.afterBytes,
      limitBytes: cut.limitBytes,
      spillPath: plan.entries[cut.index]!.spillPath,
    });
  }
  return plan;
}

function outcome(
  call: PlannedCall,
  result: ToolResult,
  modelContent: string,
  modelBytes: number,
  rawBytes: number,
  cut: CallOutcome['cut'],
  spillPath: string | null,
  batchIndex: number | null,
  startMs: number,
  endMs: number,
): CallOutcome {
  return {
    index: call.index,
    callId: call.id,
    toolName: call.toolName,
    result,
    modelContent,
    modelBytes,
    rawBytes,
    cut,
    spillPath,
    batchIndex,
    startMs,
    endMs,
  };
}
