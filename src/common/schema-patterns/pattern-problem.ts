// Whether a JSON Schema `pattern` (ECMAScript syntax) can be matched by RE2, in time linear in the text, and
// if not, why in a word a person can act on. Backtracking engines (every browser's RegExp) take exponential
// time on patterns like `^(a+)+$`; RE2 never does, but it has no lookaround and no backreferences, which need
// backtracking by nature. Those two are named before re2js sees the pattern: its translation of ECMAScript
// syntax would quietly turn `\k<name>` into the letters `k<name>`.
import { RE2JS } from 're2js';

export type PatternProblem =
  | { readonly kind: 'lookaround' | 'backreference' }
  /** RE2 refuses the pattern for another reason; `detail` is re2js's own words. */
  | { readonly kind: 'syntax'; readonly detail: string };

export type CompiledPattern =
  { readonly ok: true; readonly regex: RE2JS } | { readonly ok: false; readonly problem: PatternProblem };

export function compilePattern(pattern: string): CompiledPattern {
  const construct = backtrackingConstruct(pattern);
  if (construct) return { ok: false, problem: { kind: construct } };
  try {
    return { ok: true, regex: RE2JS.compile(RE2JS.translateRegExp(pattern)) };
  } catch (error) {
    return { ok: false, problem: { kind: 'syntax', detail: (error as Error).message } };
  }
}

/** The problem in one English phrase (the page words it from `kind` in its own language). */
export function describePatternProblem(problem: PatternProblem): string {
  switch (problem.kind) {
    case 'lookaround':
      return 'it uses a lookaround ((?=, (?!, (?<= or (?<!), which cannot be matched in linear time';
    case 'backreference':
      return 'it uses a backreference (\\1 or \\k<name>), which cannot be matched in linear time';
    case 'syntax':
      return `RE2 cannot read it (${problem.detail})`;
  }
}

/** A lookaround or a backreference outside a character class, skipping escaped characters. */
function backtrackingConstruct(pattern: string): 'lookaround' | 'backreference' | null {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && (/[1-9]/.test(next) || (next === 'k' && pattern[i + 2] === '<')))
        return 'backreference';
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
    } else if (c === '(' && /^\(\?(=|!|<=|<!)/.test(pattern.slice(i, i + 4))) {
      return 'lookaround';
    }
  }
  return null;
}
