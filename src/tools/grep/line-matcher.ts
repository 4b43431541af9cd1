// One compiled search: RE2 semantics in linear time (re2js), so no pattern can hang the page and results never
// depend on machine speed, fronted by the literal prefilter so most files and lines are rejected by a plain
// literal scan before the regex engine sees them.
import { RE2JS } from 're2js';
import { requiredLiteral } from './required-literal';

export interface LineMatcher {
  /** False when the file cannot contain a match (cheap; whole text). */
  mayMatchFile(text: string): boolean;
  matchesLine(line: string): boolean;
  /** The literal used by the prefilter, for the trace ('' when every line goes to the regex). */
  readonly prefilter: string;
}

export type MatcherBuild = { ok: true; matcher: LineMatcher } | { ok: false; message: string };

export function buildLineMatcher(pattern: string, caseSensitive: boolean): MatcherBuild {
  let regex: RE2JS;
  try {
    // Compiled without flags first: with CASE_INSENSITIVE re2js quotes the pattern as `(?i)...` in its
    // error messages, which would show the model text it never wrote.
    regex = RE2JS.compile(pattern);
    if (!caseSensitive) regex = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
  } catch (error) {
    return {
      ok: false,
      message: `Invalid regular expression: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const literal = requiredLiteral(pattern);
  const contains = literalScanner(literal, caseSensitive && !pattern.includes('(?'));
  if (contains === undefined) {
    return {
      ok: true,
      matcher: { mayMatchFile: () => true, matchesLine: (line) => regex.test(line), prefilter: '' },
    };
  }
  return {
    ok: true,
    matcher: {
      mayMatchFile: contains,
      matchesLine: (line) => contains(line) && regex.test(line),
      prefilter: literal!,
    },
  };
}

function literalScanner(
  literal: string | undefined,
  exactCase: boolean,
): ((text: string) => boolean) | undefined {
  if (literal === undefined || literal.length === 0) return undefined;
  if (exactCase) return (text) => text.includes(literal);
  // Only syntax characters are escaped: with the `u` flag any other escape (`\-`) is a syntax error.
  // A literal-only JS regex is scanned like indexOf (no backtracking is possible). The `u` flag makes its case
  // folding Unicode's, as RE2's is: /k/iu matches the Kelvin sign just as RE2's (?i)k does.
  // V8 compiles an expression when it first runs it, recursively, and a long literal can throw "Stack
  // overflow" (how long depends on the stack; the pattern limit keeps far below it). The prefilter is only a
  // shortcut: if it cannot run, every line goes to RE2, which decides alone.
  let folded: RegExp | null;
  try {
    folded = new RegExp(literal.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'), 'iu');
    folded.test('');
  } catch {
    return undefined;
  }
  return (text) => {
    if (folded === null) return true;
    try {
      return folded.test(text);
    } catch {
      folded = null; // V8 may compile it again, faster, after some runs: that can fail too
      return true;
    }
  };
}
