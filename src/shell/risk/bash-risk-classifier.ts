// The Bash tool's risk decision from just-bash's parse tree (issue 5): every command in the script counts,
// wherever it stands, and the decision names the rule and the command node that decided it. The seed's
// regex verdict rides along in `details` so the UI can show both. The same parse and walk describe the
// command for the permission rules (its parts), so rules and classifier never read it differently.
import type { CommandPart } from '../../engine/protocol/command-parts';
import { seedRegexDetails } from '../../engine/protocol/seed-regex-details';
import type { RiskClassifier, RiskContext, RiskDecision } from '../../engine/protocol/tool';
import type { ShellSyntax } from '../syntax/shell-syntax';
import { mostSevere, type Finding } from './findings';
import { classifySeedRegex } from './seed-regex-classifier';
import { ScriptWalker } from './walk-script';

export interface BashRiskInput {
  readonly command: string;
  readonly cwd: string;
  readonly insideSubagent?: boolean;
}

function decision(finding: Omit<Finding, 'workspaceWrite'>, extra: Partial<RiskDecision>): RiskDecision {
  return {
    verdict: finding.verdict,
    rule: finding.rule,
    reason: finding.reason,
    node: finding.node,
    ...extra,
  };
}

export interface BashAnalysis {
  readonly decision: RiskDecision;
  /** What permission rules match; null when the command cannot be parsed. */
  readonly parts: readonly CommandPart[] | null;
}

/** Judges one Bash command line; pure and synchronous once the syntax is loaded. */
export function classifyBashCommand(syntax: ShellSyntax, input: BashRiskInput): RiskDecision {
  return analyseBashCommand(syntax, input).decision;
}

/** The risk decision and the command's parts, from one parse and one walk. */
export function analyseBashCommand(syntax: ShellSyntax, input: BashRiskInput): BashAnalysis {
  const seed = classifySeedRegex(input.command, input.insideSubagent ?? false);
  const details = seedRegexDetails(seed.verdict, seed.rule);
  if (input.command.trim() === '') {
    const empty = {
      verdict: 'DENY',
      rule: 'bash.deny.empty',
      reason: 'The command is empty.',
      node: '',
    } as const;
    return { decision: decision(empty, { details }), parts: [] };
  }
  const parsed = syntax.parse(input.command);
  if (!parsed.ok) {
    const reason = `The command could not be parsed: ${parsed.message}`;
    const failed = { verdict: 'ASK', rule: 'bash.ask.parse-error', reason, node: input.command } as const;
    return { decision: decision(failed, { details }), parts: null };
  }
  const { findings, parts } = new ScriptWalker(syntax).walk(parsed.script, input.cwd);
  return { decision: judge(findings, details, input, () => syntax.print(parsed.script)), parts };
}

function judge(
  findings: readonly Finding[],
  details: Readonly<Record<string, unknown>>,
  input: BashRiskInput,
  printed: () => string,
): RiskDecision {
  const worst = mostSevere(findings);
  const allDetails = {
    ...details,
    findings: findings.map(({ verdict, rule, node }) => ({ verdict, rule, node })),
  };
  if (!worst) {
    const node = printed().trim();
    const allow = {
      verdict: 'ALLOW' as const,
      rule: 'bash.allow.read-only',
      reason: 'Every command only reads.',
      node,
    };
    return decision(allow, { details: allDetails });
  }
  if (input.insideSubagent) {
    const reason = `A read-only subagent may only run commands that read (${worst.reason})`;
    return decision(
      { ...worst, verdict: 'DENY', rule: 'bash.deny.subagent-read-only', reason },
      { details: allDetails },
    );
  }
  const writesOnlyInsideWorkspace =
    worst.verdict === 'ASK' && findings.every((f) => f.verdict === 'ALLOW' || f.workspaceWrite === true);
  return decision(worst, { writesOnlyInsideWorkspace, details: allDetails });
}

/**
 * The classifier the Bash tool carries. The permission gate asks for the decision and the parts of the same
 * call one after the other, so the last analysis is kept: one parse per call.
 */
export function createBashRiskClassifier(syntax: ShellSyntax): RiskClassifier {
  let last: { key: string; analysis: BashAnalysis } | null = null;
  const analyse = (input: Readonly<Record<string, unknown>>, context: RiskContext): BashAnalysis => {
    const command = typeof input.command === 'string' ? input.command : '';
    const key = JSON.stringify([command, context.cwd, context.insideSubagent]);
    if (last?.key !== key) {
      const risk = { command, cwd: context.cwd, insideSubagent: context.insideSubagent };
      last = { key, analysis: analyseBashCommand(syntax, risk) };
    }
    return last.analysis;
  };
  return {
    classify: (input, context) => analyse(input, context).decision,
    commandParts: (input, context) => analyse(input, context).parts,
  };
}
