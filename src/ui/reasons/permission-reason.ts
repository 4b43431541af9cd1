// The permission gate's reason from the rule that decided (engine/gates/permission.ts names each default,
// mode and user rule by a stable id) and, for Bash, from the classifier's finding (risk-reason.ts).
import type { RiskDecision } from '../../engine';
import { reason, type Reason } from './reason';
import { riskReason } from './risk-reason';

/** The fields a permission gate-check and an ASK request share. */
export interface PermissionFacts {
  readonly rule: string;
  readonly reason: string;
  readonly toolName: string;
  readonly risk: RiskDecision | null;
}

const BY_DEFAULT_RULE: Readonly<Record<string, string>> = {
  'unknown-tool': 'unknownTool',
  'classifier-error': 'classifierError',
  'default.read': 'read',
  'default.todo': 'todo',
  'default.edit': 'edit',
  'mode.read-only': 'readOnly',
  // No longer decided at the gate (a subagent is not given Task); kept to read traces recorded before.
  'default.task-in-subagent': 'taskInSubagent',
  'default.task': 'task',
  'default.exec-unclassified': 'execUnclassified',
  // Its name before the permission classes (issue 31); kept to read traces recorded before.
  'default.bash-unclassified': 'execUnclassified',
  'default.registered': 'registered',
  'mode.accept-edits': 'acceptEdits',
  'mode.auto-deny': 'autoDeny',
  // How an ASK was answered (engine/executor/resolve-permission.ts).
  'answer.deny': 'answerDeny',
  'answer.unanswered': 'answerUnanswered',
  'answer.stopped': 'answerStopped',
  'answer.approve-once': 'answerOnce',
  'answer.approve-always': 'answerAlways',
  // An MCP server's tools (tools/mcp/mcp-trust.ts): what the person's trust and the server's claims decided.
  'mcp.untrusted-server': 'mcpUntrusted',
  'mcp.read-only': 'mcpReadOnly',
  'mcp.destructive': 'mcpDestructive',
  'mcp.trusted-server': 'mcpTrusted',
};

export function permissionReason(facts: PermissionFacts): Reason {
  const { rule, toolName, risk } = facts;
  const original = facts.reason;
  const fixed = BY_DEFAULT_RULE[rule];
  if (fixed !== undefined) return reason(`permission.${fixed}`, original, { tool: toolName });
  if (rule.startsWith('user.deny:')) return reason('permission.deny', original, { rule: rule.slice(10) });
  if (rule.startsWith('user.ask:')) return reason('permission.ask', original, { rule: rule.slice(9) });
  const cover = coverOf(rule);
  if (cover !== null) {
    const rules = [...cover.rules, ...cover.grants].join(', ');
    if (cover.grants.length === 0) {
      return cover.rules.length === 1
        ? reason('permission.allow', original, { rule: rules })
        : reason('permission.allowMany', original, { rules });
    }
    const single = cover.rules.length === 0 && cover.grants.length === 1;
    return reason(single ? 'permission.grant' : 'permission.grantMany', original, { rules });
  }
  if (risk !== null && risk.rule === rule) return { ...riskReason(risk), original };
  return reason('permission.other', original, { rule });
}

/** `user.allow:Read, grant:Bash(ls)`: the allow rules and grants that covered the call, or null. */
function coverOf(rule: string): { rules: string[]; grants: string[] } | null {
  const parts = rule.split(', ');
  const rules: string[] = [];
  const grants: string[] = [];
  for (const part of parts) {
    if (part.startsWith('user.allow:')) rules.push(part.slice(11));
    else if (part.startsWith('grant:')) grants.push(part.slice(6));
    else return null;
  }
  return rules.length + grants.length > 0 ? { rules, grants } : null;
}
