// A finding is one reason the classifier found for a verdict, tied to the command node that caused it.
// The script's decision is its most severe finding (DENY over ASK over ALLOW), the first one in source order
// among equals, so the UI can point at exactly one node.
import type { PermissionVerdict } from '../../engine/protocol/tool';

export interface Finding {
  readonly verdict: PermissionVerdict;
  /** Machine-readable id, `bash.<verdict>.<what>`. */
  readonly rule: string;
  /** English, for the person deciding. */
  readonly reason: string;
  /** Source text of the command node that decided it. */
  readonly node: string;
  /** True for an ASK that only writes files inside the workspace (accept-edits mode may allow it). */
  readonly workspaceWrite?: boolean;
}

const SEVERITY: Record<PermissionVerdict, number> = { ALLOW: 0, ASK: 1, DENY: 2 };

export function mostSevere(findings: readonly Finding[]): Finding | null {
  let worst: Finding | null = null;
  for (const finding of findings) {
    if (!worst || SEVERITY[finding.verdict] > SEVERITY[worst.verdict]) worst = finding;
  }
  return worst;
}

/** An ALLOW that still says what the command does (a scratch write): the decision names it when nothing is worse. */
export function allow(rule: string, reason: string, node: string): Finding {
  return { verdict: 'ALLOW', rule: `bash.allow.${rule}`, reason, node };
}

export function deny(rule: string, reason: string, node: string): Finding {
  return { verdict: 'DENY', rule: `bash.deny.${rule}`, reason, node };
}

export function ask(rule: string, reason: string, node: string, workspaceWrite = false): Finding {
  return { verdict: 'ASK', rule: `bash.ask.${rule}`, reason, node, workspaceWrite };
}

/**
 * Findings about code the command's words do not show: a string run as shell (`eval`, a shell reading its
 * input), a command sed or awk would run, or a word computed at run time. A part with one of these is
 * never covered by a permission allow rule (command-parts.ts).
 */
const HIDDEN_CODE_RULES = new Set(
  [
    'eval',
    'nested-shell',
    'pipe-into-shell',
    'sed-exec',
    'awk-system',
    'dynamic-command',
    'dynamic-argument',
    'nesting-too-deep',
    'parse-error',
  ].flatMap((rule) => [`bash.ask.${rule}`, `bash.deny.${rule}`]),
);

export function hidesCode(finding: Finding): boolean {
  return HIDDEN_CODE_RULES.has(finding.rule);
}
