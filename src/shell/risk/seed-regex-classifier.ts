// An imitation of the seed's Bash rules (MyCodeAgent tools/permissions.py, reference §4), kept for teaching:
// the UI shows its verdict beside the AST classifier's, and the lessons show where it is bypassed
// (`pwd` + newline + `rm x`, `sed -n '1e cmd'`, `git diff --output=f`). Faithful on purpose, defects included:
// it flattens newlines before matching, so never use it to decide anything.
import type { PermissionVerdict } from '../../engine/protocol/tool';

export interface SeedRegexDecision {
  readonly verdict: PermissionVerdict;
  /** The pattern that decided it, or `allow-list` / `default` / `empty` / `readonly-subagent`. */
  readonly rule: string;
}

const PREFIX = String.raw`(^|[;&|]\s*)`;
const DENY_PATTERNS = [
  `${PREFIX}sudo(?:\\s|$)`,
  `${PREFIX}rm(?:\\s|$)`,
  String.raw`${PREFIX}git\s+checkout(?:\s|$)`,
  String.raw`${PREFIX}git\s+reset(?:\s|$)`,
  String.raw`${PREFIX}git\s+clean(?:\s|$)`,
  String.raw`${PREFIX}(?:sh|bash|zsh)\s+-c(?:\s|$)`,
  String.raw`${PREFIX}(?:python|python3)\s+-c(?:\s|$)`,
  String.raw`\|\s*(?:sh|bash|zsh)(?:\s|$)`,
  '`|\\$\\(',
];
const ASK_PATTERNS = [
  `${PREFIX}mv\\b`,
  `${PREFIX}cp\\b`,
  String.raw`>>?\s*\S`,
  String.raw`\bnpm\s+install\b`,
  String.raw`\bpip\s+install\b`,
  `${PREFIX}chmod\\b`,
  String.raw`\bcurl\b.*\|\s*(?:sh|bash)\b`,
];
const ALLOW_PREFIXES = [
  ['sed', '-n'],
  ['git', 'status'],
  ['git', 'diff'],
  ['git', 'log'],
];

/** Python's `shlex.split` in POSIX mode; null where it raises (unclosed quote, trailing escape). */
export function shlexSplit(text: string): string[] | null {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (ch === '\\') {
      if (i + 1 >= text.length) return null;
      word = (word ?? '') + text[++i];
    } else if (ch === "'") {
      const end = text.indexOf("'", i + 1);
      if (end === -1) return null;
      word = (word ?? '') + text.slice(i + 1, end);
      i = end;
    } else if (ch === '"') {
      let value = '';
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        if (text[j] === '\\' && /["\\$`]/.test(text[j + 1] ?? '')) j++;
        value += text[j];
      }
      if (j >= text.length) return null;
      word = (word ?? '') + value;
      i = j;
    } else word = (word ?? '') + ch;
  }
  if (word !== null) words.push(word);
  return words;
}

export function classifySeedRegex(command: string, readonlySubagent = false): SeedRegexDecision {
  if (readonlySubagent) return { verdict: 'DENY', rule: 'readonly-subagent' };
  // `" ".join(cmd.split()).lower()`: the newline flattening that lets `pwd\nrm x` through.
  const normalized = command.split(/\s+/).filter(Boolean).join(' ').toLowerCase();
  if (normalized === '') return { verdict: 'DENY', rule: 'empty' };
  for (const pattern of DENY_PATTERNS)
    if (new RegExp(pattern).test(normalized)) return { verdict: 'DENY', rule: pattern };
  for (const pattern of ASK_PATTERNS)
    if (new RegExp(pattern).test(normalized)) return { verdict: 'ASK', rule: pattern };
  if (!/[;&|<>]/.test(normalized)) {
    const words = shlexSplit(normalized);
    if (words && (words[0] === 'pwd' || ALLOW_PREFIXES.some(([a, b]) => words[0] === a && words[1] === b))) {
      return { verdict: 'ALLOW', rule: 'allow-list' };
    }
  }
  return { verdict: 'ASK', rule: 'default' };
}
