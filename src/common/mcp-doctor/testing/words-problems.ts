// What is wrong with one language's words for the doctor's findings: a code left unworded, a word for no
// code, an empty sentence, or a {{name}} the finding does not carry (it would be shown as written). The page's
// i18n test and the CLI's words test both ask this, so the two tables are held to one rule.
import { FINDING_CODES, FINDINGS, type FindingCode } from '../finding';

export interface FindingWords {
  readonly says: string;
  readonly fix: string;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);

export function wordsProblems(table: Readonly<Record<string, FindingWords>>): string[] {
  const problems: string[] = [];
  for (const code of Object.keys(table))
    if (!FINDING_CODES.includes(code as FindingCode)) problems.push(`${code}: no such finding`);
  for (const code of FINDING_CODES) {
    const words = table[code];
    if (!words) {
      problems.push(`${code}: no words`);
      continue;
    }
    const params: readonly string[] = FINDINGS[code].params;
    for (const part of ['says', 'fix'] as const) {
      if (words[part].trim() === '') problems.push(`${code}.${part}: empty`);
      for (const name of placeholders(words[part]))
        if (!params.includes(name)) problems.push(`${code}.${part}: {{${name}}} is not a parameter`);
    }
  }
  return problems;
}
