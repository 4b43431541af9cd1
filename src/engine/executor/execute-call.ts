// The executor (seed, step 4): one call through permission → lock → breaker → run → record. `startCall`
// runs the gates at the call's start on the virtual schedule and starts the tool; `finishCall` records the
// outcome at the call's end. The scheduler (run-batches) decides when each happens.
import type { Tool, ToolContext } from '../protocol/tool';
import type { ToolErrorCode, ToolOutput, ToolResult } from '../protocol/tool-result';
import { toolError } from '../protocol/tool-result';
import { emitBreakerTransition } from '../gates/breaker-events';
import type { BreakerCountPolicy } from '../gates/breaker-state';
import { injectLock } from '../gates/lock-injection';
import type { PlannedCall } from '../orchestrator/plan-calls';
import { errorMessage } from '../orchestrator/parse-tool-call';
import { latencyFor } from '../orchestrator/virtual-schedule';
import { checkToolOutput, makeToolResult } from '../result/make-tool-result';
import type { ToolEndEvent } from '../trace/trace-events';
import type { TurnContext } from '../turn/turn-context';
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
    return endedAtGate(
      call,
      spanId,
      batchIndex,
      startMs,
      deniedOutput(call, permission.reason, permission.rule, ctx),
      'permission',
    );
  }
  const tool = call.entry.tool;

  // Gate 2: optimistic lock injection.
  const lock = injectLock(tool, input, deps.readCache, deps.settings.lockMode, ctx.cwd);
  deps.sink.append({
    type: 'gate-check',
    gate: 'lock',
    step,
    timeMs: startMs,
    spanId,
    callId: call.id,
    toolName: call.toolName,
    verdict: lock.verdict,
    rule: lock.rule,
    reason: lock.reason,
    lockMode: deps.settings.lockMode,
    path: lock.path,
    injectedFields: lock.injectedFields,
    expectedLock: lock.expectedLock,
  });

  // Gate 3: circuit breaker.
  const timing = deps.settings.breaker;
  const observed = deps.breakers.observe(call.toolName, startMs, timing);
  if (observed) emitBreakerTransition(deps.sink, step, startMs, observed, 'call', call.id);
  const admission = deps.breakers.admit(call.toolName, startMs, timing);
  const view = deps.breakers.view(call.toolName, startMs, timing);
  deps.sink.append({
    type: 'gate-check',
    gate: 'breaker',
    step,
    timeMs: startMs,
    spanId,
    callId: call.id,
    toolName: call.toolName,
    verdict: admission,
    rule: `breaker.${view.state.toLowerCase()}`,
    reason:
      admission === 'PASS'
        ? 'The circuit is closed.'
        : admission === 'PROBE'
          ? 'The circuit is half-open: this call is the one probe.'
          : view.probeInFlight
            ? 'The circuit is half-open and its one probe is still running.'
            : `The circuit is open until ${view.recoveryAtMs ?? 0} ms.`,
    state: view.state,
    consecutiveFailures: view.consecutiveFailures,
  });
  if (admission === 'REJECT') {
    return endedAtGate(
      call,
      spanId,
      batchIndex,
      startMs,
      toolError(
        'CIRCUIT_OPEN',
        `Tool '${call.toolName}' is temporarily disabled after repeated failures; try again later or use another tool.`,
        { consecutiveFailures: view.consecutiveFailures, retryAtMs: view.recoveryAtMs },
      ),
      'breaker',
    );
  }

  const endMs = startMs + latencyFor(call.toolName, deps.settings.latency);
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
    const output = toolError(
      fault.errorCode,
      `Injected fault: ${call.toolName} failed on purpose (fault injection).`,
      {
        injected: true,
      },
    );
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
    toolName: call.toolName,
    nowMs: startMs,
    cwd: ctx.cwd,
    signal: deps.signal,
    insideSubagent: ctx.insideSubagent,
    lockMode: deps.settings.lockMode,
    ...(lock.expectedLock !== null && { expectedLock: lock.expectedLock }),
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

/** Records the outcome at the call's end (breaker, Read cache) and closes the span. */
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
  if (output.lock !== undefined && output.status !== 'error') deps.readCache.set(output.lock);

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

export function abortedOutput(): ToolOutput {
  return toolError('ABORTED', 'Not run: the run was stopped before this call started.');
}

function deniedOutput(call: PlannedCall, reason: string, rule: string, ctx: TurnContext): ToolOutput {
  if (!call.entry) {
    const available = ctx.deps.registry.names().join(', ');
    return toolError(
      'PERMISSION_DENIED',
      `No tool named '${call.toolName}' exists. Available tools: ${available || 'none'}.`,
      {
        permission: { rule, reason },
      },
    );
  }
  return toolError(
    'PERMISSION_DENIED',
    `Tool '${call.toolName}' was denied by the permission gate: ${reason}`,
    {
      permission: { rule, reason },
    },
  );
}

function assertNever(value: never): never {
  throw new Error(`unexpected breaker count policy ${String(value)}`);
}
