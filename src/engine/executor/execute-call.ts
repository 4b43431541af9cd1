// The executor (seed, step 4): one call through permission → lock → breaker → run. `startCall` runs the gates
// at the call's start on the virtual schedule and starts the tool without awaiting it; `finishCall`
// (finish-call.ts) records the outcome at the call's end. The scheduler (run-batches) decides when each happens.
import type { Tool, ToolContext } from '../protocol/tool';
import type { ToolOutput } from '../protocol/tool-result';
import { toolError } from '../protocol/tool-result';
import type { PlannedCall } from '../orchestrator/plan-calls';
import { errorMessage } from '../common/error-message';
import { latencyFor } from '../orchestrator/virtual-schedule';
import { checkToolOutput } from '../result/make-tool-result';
import type { ToolEndEvent } from '../trace/trace-events';
import type { TurnContext } from '../turn-protocol/turn-context';
import { checkBreakerGate } from './breaker-gate';
import {
  abortedOutput,
  circuitOpenOutput,
  deniedOutput,
  injectedFaultOutput,
  notAnsweredOutput,
} from './call-outputs';
import { checkLockGate } from './lock-gate';
import type { PermissionOutcome } from './resolve-permission';
import { askPerson, decideCallPermission, recordPermission } from './resolve-permission';

/** A call between its start and its end. */
export interface CallInFlight {
  readonly call: PlannedCall;
  readonly spanId: string;
  readonly batchIndex: number;
  readonly startMs: number;
  /** Planned end on the virtual clock (start + latency; start for a call that ended at a gate). */
  readonly endMs: number;
  /** The tool's output, or an output already known (a gate stopped the call, or a fault fired). */
  readonly output: Promise<ToolOutput> | ToolOutput;
  readonly endedAt: ToolEndEvent['endedAt'];
  /** The breaker should record this outcome (the call reached the run stage). */
  readonly recordsBreaker: boolean;
  readonly probe: boolean;
  readonly injectedFault: boolean;
}

/**
 * Opens the call's span and runs the gates at `startMs`. Synchronous unless a person must answer an ASK, so
 * the common call costs no extra promise.
 */
export function startCall(
  ctx: TurnContext,
  call: PlannedCall,
  batchIndex: number,
  startMs: number,
): CallInFlight | Promise<CallInFlight> {
  const { deps, step } = ctx;
  const spanId = deps.ids.next('span');
  deps.clock.advanceTo(startMs);
  deps.sink.append({
    type: 'tool-start',
    step,
    timeMs: startMs,
    spanId,
    callId: call.id,
    index: call.index,
    toolName: call.toolName,
    batchIndex,
    input: call.input,
  });
  const input = call.input;
  if (call.rejection !== null || input === null) {
    const rejection = call.rejection ?? {
      code: 'INVALID_PARAM' as const,
      message: 'Tool arguments are missing.',
    };
    return endedAtGate(
      call,
      spanId,
      batchIndex,
      startMs,
      toolError(rejection.code, rejection.message),
      'plan',
    );
  }
  if (deps.signal.aborted) return endedAtGate(call, spanId, batchIndex, startMs, abortedOutput(), 'abort');

  // Gate 1: permission.
  const decision = decideCallPermission(ctx, call, input);
  if (decision.verdict === 'ASK') {
    return askPerson(ctx, call, input, decision, spanId, startMs).then((asked) =>
      passGates(
        ctx,
        call,
        input,
        spanId,
        batchIndex,
        startMs,
        recordPermission(ctx, call, spanId, startMs, decision, asked),
      ),
    );
  }
  const permission = recordPermission(ctx, call, spanId, startMs, decision, null);
  return passGates(ctx, call, input, spanId, batchIndex, startMs, permission);
}

/** Gates 2-4 once permission is known. */
function passGates(
  ctx: TurnContext,
  call: PlannedCall,
  input: Readonly<Record<string, unknown>>,
  spanId: string,
  batchIndex: number,
  startMs: number,
  permission: PermissionOutcome,
): CallInFlight {
  const { deps, step } = ctx;
  if (!permission.allowed || !call.entry) {
    const output =
      permission.notAnswered !== null
        ? notAnsweredOutput(permission.notAnswered)
        : deniedOutput(call, permission.reason, permission.rule, deps.registry);
    return endedAtGate(call, spanId, batchIndex, startMs, output, 'permission');
  }
  const tool = call.entry.tool;

  // Gate 2: optimistic lock injection.
  const lock = checkLockGate(ctx, call, tool, input, spanId, startMs);

  // Gate 3: circuit breaker.
  const { admission, view } = checkBreakerGate(ctx, call, spanId, startMs);
  if (admission === 'REJECT') {
    return endedAtGate(call, spanId, batchIndex, startMs, circuitOpenOutput(call.toolName, view), 'breaker');
  }

  const endMs = startMs + latencyFor(tool, deps.settings.latency);
  const probe = admission === 'PROBE';
  const fault = deps.faults.take(call.toolName);
  if (fault) {
    deps.sink.append({
      type: 'fault-inject',
      step,
      timeMs: startMs,
      action: 'fire',
      toolName: call.toolName,
      remaining: fault.remaining,
      errorCode: fault.errorCode,
      callId: call.id,
    });
    const output = injectedFaultOutput(call.toolName, fault.errorCode, fault.message);
    return {
      call,
      spanId,
      batchIndex,
      startMs,
      endMs,
      output,
      endedAt: 'fault',
      recordsBreaker: true,
      probe,
      injectedFault: true,
    };
  }

  // Gate 4: run. Started now; awaited when the schedule reaches its end.
  const context: ToolContext = {
    callId: call.id,
    spanId,
    step,
    toolName: call.toolName,
    nowMs: startMs,
    cwd: ctx.cwd,
    signal: deps.signal,
    insideSubagent: ctx.insideSubagent,
    lockMode: deps.settings.lockMode,
    maxResultBytes: deps.settings.budget.perToolMaxBytes,
    ...(lock.expectedLock !== null && { expectedLock: lock.expectedLock }),
    ...(Object.keys(lock.expectedLocks).length > 0 && { expectedLocks: lock.expectedLocks }),
    ...(deps.subagent !== undefined && { subagent: deps.subagent }),
  };
  const output = runTool(tool, lock.input, context);
  return {
    call,
    spanId,
    batchIndex,
    startMs,
    endMs,
    output,
    endedAt: 'run',
    recordsBreaker: true,
    probe,
    injectedFault: false,
  };
}

async function runTool(
  tool: Tool,
  input: Readonly<Record<string, unknown>>,
  context: ToolContext,
): Promise<ToolOutput> {
  try {
    return checkToolOutput(tool.name, await tool.run(input, context));
  } catch (error) {
    return toolError('INTERNAL_ERROR', `Tool '${tool.name}' raised an exception: ${errorMessage(error)}`);
  }
}

/** A call that ended before running (plan rejection, abort, denial, open circuit): it takes no time. */
function endedAtGate(
  call: PlannedCall,
  spanId: string,
  batchIndex: number,
  startMs: number,
  output: ToolOutput,
  endedAt: ToolEndEvent['endedAt'],
): CallInFlight {
  return {
    call,
    spanId,
    batchIndex,
    startMs,
    endMs: startMs,
    output,
    endedAt,
    recordsBreaker: false,
    probe: false,
    injectedFault: false,
  };
}
