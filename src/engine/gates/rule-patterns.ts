// What one permission rule says: `Tool` (every call), or `Tool(pattern)`. Against a call that names paths
// (a tool with path arguments) the pattern is a glob over the workspace-relative path; against any other call
// it is words, compared with the words of the call (for Bash the words the shell will run, after quote
// removal), `prefix:*` matching the words that follow. The rule text alone cannot say which: the tool does,
// so a pattern is compiled both ways and the call's target picks one (rule-target.ts).
import { compileGlobMatcher } from '../../common/glob/glob-matcher';
import type { CommandWord } from '../protocol/command-parts';
import { normalizeRulePath } from './rule-paths';

export type RuleList = 'allow' | 'ask' | 'deny';

export interface WordsPattern {
  readonly words: readonly string[];
  /** `git push:*`: the words may go on after the pattern's. */
  readonly prefix: boolean;
}

export type CompiledPattern =
  | { readonly kind: 'bare' }
  | {
      readonly kind: 'pattern';
      /** As a glob over a path; a glob that cannot be used matches no path. */
      readonly matchesPath: (path: string) => boolean;
      readonly words: WordsPattern;
    };

export interface CompiledRule {
  readonly text: string;
  readonly toolName: string;
  readonly pattern: CompiledPattern;
}

const RULE_SYNTAX = /^([A-Za-z0-9_-]{1,64})(?:\(([\s\S]*)\))?$/;

/** Parses one rule; returns an English error for a malformed one (the settings UI shows it). */
export function parsePermissionRule(
  text: string,
): { ok: true; toolName: string; pattern: string | null } | { ok: false; error: string } {
  const match = RULE_SYNTAX.exec(text.trim());
  if (!match) return { ok: false, error: `Rule '${text}' must look like Tool or Tool(pattern).` };
  const pattern = match[2] ?? null;
  if (pattern !== null && pattern.trim() === '')
    return { ok: false, error: `Rule '${text}' has an empty pattern.` };
  return { ok: true, toolName: match[1] ?? '', pattern };
}

const compiled = new Map<string, CompiledRule | null>();

/** The rule, compiled once per text; null for a malformed rule (it matches nothing). */
export function compileRule(text: string): CompiledRule | null {
  const cached = compiled.get(text);
  if (cached !== undefined) return cached;
  const parsed = parsePermissionRule(text);
  const rule = parsed.ok
    ? { text, toolName: parsed.toolName, pattern: compilePattern(parsed.pattern) }
    : null;
  compiled.set(text, rule);
  return rule;
}

function compilePattern(pattern: string | null): CompiledPattern {
  if (pattern === null) return { kind: 'bare' };
  const glob = compileRuleGlob(pattern);
  const trimmed = pattern.trim();
  const prefix = trimmed.endsWith(':*');
  return {
    kind: 'pattern',
    matchesPath: glob.ok ? glob.matches : () => false,
    words: { words: splitPatternWords(prefix ? trimmed.slice(0, -2) : trimmed), prefix },
  };
}

/** Case-sensitive on every platform, as the workspace is; dotfiles are files like any other. */
function compileRuleGlob(pattern: string) {
  return compileGlobMatcher(normalizeRulePath(pattern), { dot: true });
}

/**
 * A pattern's words: split at whitespace; '…' keeps its text as is, "…" and a backslash escape the next
 * character, so a word with a space can be written. No expansions: a pattern is text, not a script.
 */
export function splitPatternWords(pattern: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern.charAt(i);
    if (quote === "'") {
      if (char === "'") quote = null;
      else word += char;
    } else if (char === '\\' && i + 1 < pattern.length) {
      word = (word ?? '') + pattern.charAt(++i);
    } else if (quote === '"') {
      if (char === '"') quote = null;
      else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      word ??= '';
    } else if (/\s/.test(char)) {
      if (word !== null) words.push(word);
      word = null;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

/** Writes words back as a pattern `splitPatternWords` reads as the same words. */
export function formatPatternWords(words: readonly string[]): string {
  return words
    .map((word, i) => {
      const plain = /^[^\s'"\\]+$/.test(word) && !(i === words.length - 1 && word.endsWith(':*'));
      if (plain) return word;
      return word.includes("'") ? `"${word.replace(/["\\]/g, '\\$&')}"` : `'${word}'`;
    })
    .join(' ');
}

/** Exact: the same words; prefix: the pattern's words, then anything. A computed (null) word equals none. */
export function wordsMatch(pattern: WordsPattern, words: readonly CommandWord[]): boolean {
  const count = pattern.words.length;
  if (pattern.prefix ? words.length < count : words.length !== count) return false;
  for (let i = 0; i < count; i++) if (words[i] !== pattern.words[i]) return false;
  return true;
}
