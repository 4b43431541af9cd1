// Gate 1, permission: ALLOW / DENY / ASK and the rule that decided. Pure: the executor resolves an ASK
// (by the mode, or by awaiting a person) and appends the gate-check event.
//
//   verdict = unregistered ? DENY
//           : deny rule matches any part of the call ? DENY
//           : default (table or the tool's risk classifier) is DENY ? DENY      (rules never loosen a DENY)
//           : ask rule matches any part ? ASK
//           : allow rules and "approve always" grants cover every part ? ALLOW
//           : default
//   A Bash call's parts are its parsed simple commands (permission-rules.ts, decision record 0104).
//   then the mode: read-only keeps only reads; accept-edits allows an ASK for a write inside the workspace;
//   auto-deny turns ASK into DENY; ask leaves ASK for a person.
import type { PermissionVerdict, RiskDecision, Tool } from '../protocol/tool';
import { normalizeWorkspacePath } from '../paths/workspace-path';
import { pathArguments } from '../paths/path-arguments';
import type { PermissionSettings } from './permission-types';
import { alwaysRuleFor, findCover, findMatchingRule, type Cover, type RuleMatch } from './permission-rules';
import { ruleTarget, targetSubject, type RuleTarget } from './rule-target';
import { assertNever } from '../../common/assert-never';

export interface PermissionQuery {
  readonly toolName: string;
  /** Undefined when no tool of that name is registered (fail-closed). */
  readonly tool: Tool | undefined;
  readonly input: Readonly<Record<string, unknown>>;
  readonly cwd: string;
  readonly insideSubagent: boolean;
  readonly settings: PermissionSettings;
  readonly grants: readonly string[];
}

export type PermissionSource = 'default' | 'classifier' | 'user-rule' | 'grant' | 'mode' | 'unknown-tool';

export interface PermissionDecision {
  readonly verdict: PermissionVerdict;
  readonly rule: string;
  readonly reason: string;
  readonly source: PermissionSource;
  readonly risk: RiskDecision | null;
  readonly subject: string | null;
  readonly alwaysRule: string | null;
}

export function decidePermission(query: PermissionQuery): PermissionDecision {
  const { toolName, tool, input, cwd } = query;
  if (!tool) {
    return {
      verdict: 'DENY',
      rule: 'unknown-tool',
      reason: `No tool named '${toolName}' is registered.`,
      source: 'unknown-tool',
      risk: null,
      subject: null,
      alwaysRule: null,
    };
  }
  const target = ruleTarget(tool, input, { cwd, insideSubagent: query.insideSubagent });
  const subject = targetSubject(target);
  const base = defaultDecision(query);

  // "Approve always" is offered only for an ASK: it is filled in below.
  const ruled = ruleOutcome(query, target, base);
  const decision: PermissionDecision = {
    verdict: ruled.verdict,
    rule: ruled.rule,
    reason: ruled.reason,
    source: ruled.source,
    risk: ruled.risk,
    subject,
    alwaysRule: null,
  };
  const final = applyMode(decision, query);
  return final.verdict === 'ASK' ? { ...final, alwaysRule: alwaysRuleFor(toolName, target) } : final;
}

interface BaseDecision {
  readonly verdict: PermissionVerdict;
  readonly rule: string;
  readonly reason: string;
  readonly source: PermissionSource;
  readonly risk: RiskDecision | null;
}

function defaultDecision(query: PermissionQuery): BaseDecision {
  const { tool, input, cwd, insideSubagent } = query;
  if (tool?.risk) {
    let risk: RiskDecision;
    try {
      risk = tool.risk.classify(input, { cwd, insideSubagent });
    } catch (error) {
      return {
        verdict: 'ASK',
        rule: 'classifier-error',
        reason: `The risk classifier failed (${String(error)}), so a person decides.`,
        source: 'classifier',
        risk: null,
      };
    }
    return { verdict: risk.verdict, rule: risk.rule, reason: risk.reason, source: 'classifier', risk };
  }
  return classDefault(query);
}

/** The default a tool's permission class gives (ToolFacts), in the tool's own words where it has them. */
function classDefault(query: PermissionQuery): BaseDecision {
  const { toolName, tool, settings } = query;
  const wording = tool?.permissionWording;
  const permissionClass = tool?.permissionClass ?? 'none';
  switch (permissionClass) {
    case 'read':
      return allow(wording?.rule ?? 'default.read', wording?.reason ?? `${toolName} only reads.`);
    case 'write':
      return settings.mode === 'read-only'
        ? {
            verdict: 'DENY',
            rule: 'mode.read-only',
            reason: `${toolName} writes files; the mode is read-only.`,
            source: 'mode',
            risk: null,
          }
        : allow(
            wording?.rule ?? 'default.edit',
            wording?.reason ?? `${toolName} writes only through the optimistic lock.`,
          );
    case 'exec':
      return {
        verdict: 'ASK',
        rule: wording?.rule ?? 'default.exec-unclassified',
        reason: wording?.reason ?? `No risk classifier is installed for ${toolName}, so a person decides.`,
        source: 'default',
        risk: null,
      };
    case 'none':
      return allow(
        wording?.rule ?? 'default.registered',
        wording?.reason ?? `'${toolName}' is registered and no rule restricts it.`,
      );
    default:
      return assertNever(permissionClass);
  }
}

/** What decides this call: a user rule or grant (deny → ask → allow → grant), else the default. */
function ruleOutcome(query: PermissionQuery, target: RuleTarget, base: BaseDecision): BaseDecision {
  const { toolName } = query;
  const { rules } = query.settings;
  const denyRule = findMatchingRule(rules.deny, 'deny', toolName, target);
  if (denyRule !== null) return byRule('DENY', 'deny', denyRule, base.risk);
  // Rules only tighten: a default DENY stays DENY whatever the ask and allow lists say.
  if (base.verdict === 'DENY') return base;
  const askRule = findMatchingRule(rules.ask, 'ask', toolName, target);
  if (askRule !== null) return byRule('ASK', 'ask', askRule, base.risk);
  const cover = findCover(rules.allow, query.grants, toolName, target);
  return cover === null ? base : byCover(cover, base.risk);
}

// A plain function, not a closure per call: this runs for every call of the hot path.
function byRule(
  verdict: PermissionVerdict,
  list: 'deny' | 'ask',
  match: RuleMatch,
  risk: RiskDecision | null,
): BaseDecision {
  return { verdict, rule: `user.${list}:${match.rule}`, reason: match.reason, source: 'user-rule', risk };
}

/** ALLOW by allow rules and/or "approve always" grants; one rule reads as before, several are listed. */
function byCover(cover: Cover, risk: RiskDecision | null): BaseDecision {
  const ids = [...cover.rules.map((r) => `user.allow:${r}`), ...cover.grants.map((g) => `grant:${g}`)];
  const quoted = (list: readonly string[]) => list.map((r) => `'${r}'`).join(', ');
  let reason: string;
  if (cover.grants.length === 0) {
    reason =
      cover.rules.length === 1
        ? `The allow rule '${cover.rules[0]}' matches.`
        : `The allow rules ${quoted(cover.rules)} cover every command of the line.`;
  } else if (cover.rules.length === 0 && cover.grants.length === 1) {
    reason = `Approved always earlier in this session ('${cover.grants[0]}').`;
  } else {
    const byRules = cover.rules.length > 0 ? `the allow rules ${quoted(cover.rules)} and ` : '';
    reason = `Every command of the line is allowed: by ${byRules}what was approved always earlier in this session (${quoted(cover.grants)}).`;
  }
  return {
    verdict: 'ALLOW',
    rule: ids.join(', '),
    reason,
    source: cover.grants.length > 0 ? 'grant' : 'user-rule',
    risk,
  };
}

function allow(rule: string, reason: string): BaseDecision {
  return { verdict: 'ALLOW', rule, reason, source: 'default', risk: null };
}

function applyMode(decision: PermissionDecision, query: PermissionQuery): PermissionDecision {
  const { mode } = query.settings;
  if (decision.verdict === 'DENY') return decision;
  switch (mode) {
    case 'read-only':
      if (decision.verdict === 'ALLOW' && isReadClass(query, decision.risk)) return decision;
      return {
        ...decision,
        verdict: 'DENY',
        rule: 'mode.read-only',
        reason: `The mode is read-only and '${query.toolName}' may change something.`,
        source: 'mode',
      };
    case 'accept-edits':
      if (decision.verdict === 'ASK' && writesOnlyInsideWorkspace(query, decision.risk)) {
        return {
          ...decision,
          verdict: 'ALLOW',
          rule: 'mode.accept-edits',
          reason: 'Accept-edits mode allows writes that stay inside the workspace.',
          source: 'mode',
        };
      }
      return decision;
    case 'auto-deny':
      if (decision.verdict !== 'ASK') return decision;
      return {
        ...decision,
        verdict: 'DENY',
        rule: 'mode.auto-deny',
        reason: `Would ask (${decision.reason}) but the mode denies every question.`,
        source: 'mode',
      };
    case 'ask':
      return decision;
    default:
      return assertNever(mode);
  }
}

function isReadClass(query: PermissionQuery, risk: RiskDecision | null): boolean {
  if (query.tool?.permissionClass === 'read' && !query.tool.risk) return true;
  return risk !== null && risk.verdict === 'ALLOW' && risk.writesOnlyInsideWorkspace !== true;
}

function writesOnlyInsideWorkspace(query: PermissionQuery, risk: RiskDecision | null): boolean {
  if (risk !== null) return risk.writesOnlyInsideWorkspace === true;
  const lockUse = query.tool?.lockUse;
  if (lockUse !== 'edit' && lockUse !== 'write') return false;
  const paths = pathArguments(query.tool, query.input);
  return paths.length > 0 && paths.every((path) => normalizeWorkspacePath(path, query.cwd) !== null);
}
