// Gate 1 in the executor, in three parts so a call that needs no answer stays synchronous (no promise per
// call): decide; if ASK in `ask` mode, ask a person through the runtime; record the final verdict.
import type { PermissionNonAnswer, PermissionReply, PermissionRequest } from '../gates/permission-types';
import { decidePermission } from '../gates/permission';
import type { PermissionDecision } from '../gates/permission';
import type { PlannedCall } from '../orchestrator/plan-calls';
import type { TurnContext } from '../turn-protocol/turn-context';
import { assertNever } from '../../common/assert-never';

export interface PermissionOutcome {
  readonly allowed: boolean;
  readonly rule: string;
  readonly reason: string;
  /** Set when the call did not run because its question ended without an answer. */
  readonly notAnswered: PermissionNonAnswer | null;
}

export interface AskedAnswer {
  readonly requestId: string;
  readonly answer: PermissionReply;
}

export function decideCallPermission(
  ctx: TurnContext,
  call: PlannedCall,
  input: Readonly<Record<string, unknown>>,
): PermissionDecision {
  return decidePermission({
    toolName: call.toolName,
    tool: call.entry?.tool,
    input,
    cwd: ctx.cwd,
    insideSubagent: ctx.insideSubagent,
    settings: ctx.deps.settings.permissions,
    grants: ctx.deps.grants.rules(),
  });
}

/**
 * Appends permission-ask and waits. The call runs only on an approval; a question that fails (the asker
 * throws) ended without an answer, like one no one could answer.
 */
export async function askPerson(
  ctx: TurnContext,
  call: PlannedCall,
  input: Readonly<Record<string, unknown>>,
  decision: PermissionDecision,
  spanId: string,
  timeMs: number,
): Promise<AskedAnswer> {
  const { deps } = ctx;
  const request: PermissionRequest = {
    requestId: deps.ids.next('ask'),
    callId: call.id,
    toolName: call.toolName,
    input,
    subject: decision.subject,
    rule: decision.rule,
    reason: decision.reason,
    risk: decision.risk,
    alwaysRule: decision.alwaysRule,
  };
  deps.sink.append({ type: 'permission-ask', step: ctx.step, timeMs, spanId, request });
  let answer: PermissionReply;
  try {
    answer = await deps.askPermission(request);
  } catch {
    answer = 'unanswered';
  }
  if (answer === 'approve-always' && decision.alwaysRule !== null) deps.grants.add(decision.alwaysRule);
  return { requestId: request.requestId, answer };
}

/** Appends the permission gate-check with the final verdict. */
export function recordPermission(
  ctx: TurnContext,
  call: PlannedCall,
  spanId: string,
  timeMs: number,
  decision: PermissionDecision,
  asked: AskedAnswer | null,
): PermissionOutcome {
  let allowed = decision.verdict === 'ALLOW';
  let rule = decision.rule;
  let reason = decision.reason;
  let notAnswered: PermissionNonAnswer | null = null;
  if (asked !== null) {
    allowed = asked.answer === 'approve-once' || asked.answer === 'approve-always';
    switch (asked.answer) {
      case 'deny':
        rule = 'answer.deny';
        reason = `A person denied it (asked because: ${decision.reason})`;
        break;
      case 'unanswered':
        rule = 'answer.unanswered';
        reason = `No one answered the question, so it did not run (asked because: ${decision.reason})`;
        notAnswered = 'unanswered';
        break;
      case 'stopped':
        rule = 'answer.stopped';
        reason = `The run was stopped while the question waited for an answer, so it did not run (asked because: ${decision.reason})`;
        notAnswered = 'stopped';
        break;
      case 'approve-once':
        rule = 'answer.approve-once';
        reason = 'A person approved it once.';
        break;
      case 'approve-always':
        rule = 'answer.approve-always';
        reason = 'A person approved it for the rest of the session.';
        break;
      default:
        return assertNever(asked.answer);
    }
  }
  ctx.deps.sink.append({
    type: 'gate-check',
    gate: 'permission',
    step: ctx.step,
    timeMs,
    spanId,
    callId: call.id,
    toolName: call.toolName,
    verdict: allowed ? 'ALLOW' : 'DENY',
    rule,
    reason,
    mode: ctx.deps.settings.permissions.mode,
    source: asked === null ? decision.source : 'answer',
    risk: decision.risk,
    asked,
    subject: decision.subject,
  });
  return { allowed, rule, reason, notAnswered };
}
