// The Bash tool's risk decision from just-bash's parse tree (issue 5): every command in the script counts,
// wherever it stands, and the decision names the rule and the command node that decided it. The seed's
// regex verdict rides along in `details` so the UI can show both.
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

/** Judges one Bash command line; pure and synchronous once the syntax is loaded. */
export function classifyBashCommand(syntax: ShellSyntax, input: BashRiskInput): RiskDecision {
  const seed = classifySeedRegex(input.command, input.insideSubagent ?? false);
  const details = { seedRegexVerdict: seed.verdict, seedRegexRule: seed.rule };
  if (input.command.trim() === '') {
    return decision(
      { verdict: 'DENY', rule: 'bash.deny.empty', reason: 'The command is empty.', node: '' },
      { details },
    );
  }
  const parsed = syntax.parse(input.command);
  if (!parsed.ok) {
    const reason = `The command could not be parsed: ${parsed.message}`;
    return decision(
      { verdict: 'ASK', rule: 'bash.ask.parse-error', reason, node: input.command },
      { details },
    );
  }
  const findings = new ScriptWalker(syntax).walk(parsed.script, input.cwd);
  const worst = mostSevere(findings);
  const allDetails = {
    ...details,
    findings: findings.map(({ verdict, rule, node }) => ({ verdict, rule, node })),
  };
  if (!worst) {
    const node = syntax.print(parsed.script).trim();
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

export function createBashRiskClassifier(syntax: ShellSyntax): RiskClassifier {
  return {
    classify(input: Readonly<Record<string, unknown>>, context: RiskContext): RiskDecision {
      const command = typeof input.command === 'string' ? input.command : '';
      return classifyBashCommand(syntax, {
        command,
        cwd: context.cwd,
        insideSubagent: context.insideSubagent,
      });
    },
  };
}
