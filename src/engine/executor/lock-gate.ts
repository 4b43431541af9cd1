// Gate 2 in the executor: inject the optimistic lock and append its gate-check.
import { injectLock } from '../gates/lock-injection';
import type { LockInjection } from '../gates/lock-injection';
import type { PlannedCall } from '../orchestrator/plan-calls';
import type { Tool } from '../protocol/tool';
import type { TurnContext } from '../turn-protocol/turn-context';

export function checkLockGate(
  ctx: TurnContext,
  call: PlannedCall,
  tool: Tool,
  input: Readonly<Record<string, unknown>>,
  spanId: string,
  timeMs: number,
): LockInjection {
  const { deps } = ctx;
  const lockMode = deps.settings.lockMode;
  const lock = injectLock(tool, input, deps.readCache, lockMode, ctx.cwd);
  deps.sink.append({
    type: 'gate-check',
    gate: 'lock',
    step: ctx.step,
    timeMs,
    spanId,
    callId: call.id,
    toolName: call.toolName,
    verdict: lock.verdict,
    rule: lock.rule,
    reason: lock.reason,
    lockMode,
    path: lock.path,
    injectedFields: lock.injectedFields,
    expectedLock: lock.expectedLock,
  });
  return lock;
}
