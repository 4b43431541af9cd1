// Gate 1 in the executor: decide, resolve an ASK (the mode decided it already unless it is `ask`, in which
// case a person answers through the runtime), and append permission-ask / gate-check.
import type { PermissionAnswer } from '../gates/permission-types';
import { decidePermission } from '../gates/permission';
import type { PermissionDecision } from '../gates/permission';
import type { PlannedCall } from '../orchestrator/plan-calls';
import type { TurnContext } from '../turn/turn-context';

export interface PermissionOutcome {
  readonly allowed: boolean;
  readonly decision: PermissionDecision;
  readonly reason: string;
}

export async function resolvePermission(
  ctx: TurnContext,
  call: PlannedCall,
  input: Readonly<Record<string, unknown>>,
  spanId: string,
  timeMs: number,
): Promise<PermissionOutcome> {
  const { deps, step } = ctx;
  const settings = deps.settings.permissions;
  const decision = decidePermission({
    toolName: call.toolName,
    tool: call.entry?.tool,
    input,
    cwd: ctx.cwd,
    insideSubagent: ctx.insideSubagent,
    settings,
    grants: deps.grants.rules(),
  });

  let verdict = decision.verdict;
  let rule = decision.rule;
  let reason = decision.reason;
  let source: 'answer' | PermissionDecision['source'] = decision.source;
  let asked: { requestId: string; answer: PermissionAnswer } | null = null;

  if (verdict === 'ASK') {
    const requestId = deps.ids.next('ask');
    const request = {
      requestId,
      callId: call.id,
      toolName: call.toolName,
      input,
      subject: decision.subject,
      rule: decision.rule,
      reason: decision.reason,
      risk: decision.risk,
      alwaysRule: decision.alwaysRule,
    };
    deps.sink.append({ type: 'permission-ask', step, timeMs, spanId, request });
    const answer = await askSafely(ctx, request);
    asked = { requestId, answer };
    source = 'answer';
    if (answer === 'deny') {
      verdict = 'DENY';
      rule = `answer.deny`;
      reason = `A person denied it (asked because: ${decision.reason})`;
    } else {
      verdict = 'ALLOW';
      rule = answer === 'approve-always' ? 'answer.approve-always' : 'answer.approve-once';
      reason =
        answer === 'approve-always'
          ? 'A person approved it for the rest of the session.'
          : 'A person approved it once.';
      if (answer === 'approve-always' && decision.alwaysRule !== null) deps.grants.add(decision.alwaysRule);
    }
  }

  const finalVerdict = verdict === 'ALLOW' ? 'ALLOW' : 'DENY';
  deps.sink.append({
    type: 'gate-check',
    gate: 'permission',
    step,
    timeMs,
    spanId,
    callId: call.id,
    toolName: call.toolName,
    verdict: finalVerdict,
    rule,
    reason,
    mode: settings.mode,
    source,
    risk: decision.risk,
    asked,
    subject: decision.subject,
  });
  return { allowed: finalVerdict === 'ALLOW', decision, reason };
}

/** A failed or abandoned question (the runtime stopped, the page closed) is a denial, never a crash. */
async function askSafely(
  ctx: TurnContext,
  request: Parameters<TurnContext['deps']['askPermission']>[0],
): Promise<PermissionAnswer> {
  try {
    const answer = await ctx.deps.askPermission(request);
    return answer === 'approve-once' || answer === 'approve-always' ? answer : 'deny';
  } catch {
    return 'deny';
  }
}
