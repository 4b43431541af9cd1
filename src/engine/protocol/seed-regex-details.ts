// The source article's regex classifier runs beside the AST classifier on every Bash command, for comparison;
// its verdict rides in RiskDecision.details. One definition of those keys, written by the classifier and read
// by the Gates panel, the terminal, the lessons' selector and the CLI: the Gates panel once read a key no one
// wrote (`seedRegex`), so lesson 5's question about it could not be checked there.
import type { PermissionVerdict, RiskDecision } from './tool';

export type SeedRegexDetails = {
  readonly seedRegexVerdict: PermissionVerdict;
  readonly seedRegexRule: string;
};

export function seedRegexDetails(verdict: PermissionVerdict, rule: string): SeedRegexDetails {
  return { seedRegexVerdict: verdict, seedRegexRule: rule };
}

/** The regex classifier's verdict and rule recorded with a risk decision, or null when it has none. */
export function seedRegexOf(
  risk: Pick<RiskDecision, 'details'> | null | undefined,
): { readonly verdict: PermissionVerdict; readonly rule: string | null } | null {
  const verdict = risk?.details?.seedRegexVerdict;
  if (verdict !== 'ALLOW' && verdict !== 'ASK' && verdict !== 'DENY') return null;
  const rule = risk?.details?.seedRegexRule;
  return { verdict, rule: typeof rule === 'string' ? rule : null };
}
