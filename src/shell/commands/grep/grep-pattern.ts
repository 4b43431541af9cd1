// Turns grep's pattern syntaxes into one JavaScript RegExp. In POSIX basic syntax (grep's default) `\+ \?
// \| \( \) \{ \}` are the operators and the bare characters are literal; extended syntax is close to
// JavaScript's. Bracket expressions are copied with POSIX classes ([:alpha:] ...) translated.

import type { GrepOptions } from './grep-options';

const POSIX_CLASSES: Record<string, string> = {
  alpha: 'a-zA-Z',
  digit: '0-9',
  alnum: 'a-zA-Z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: ' \\t\\n\\r\\f\\v',
  blank: ' \\t',
  punct: '!-\\/:-@\\[-`{-~',
  xdigit: '0-9A-Fa-f',
  word: '\\w',
  cntrl: '\\x00-\\x1f\\x7f',
  print: '\\x20-\\x7e',
  graph: '\\x21-\\x7e',
};

/** GNU's complaint about a `[` that no `]` closes (grep exits 2 with it). */
const UNMATCHED_BRACKET = 'Unmatched [, [^, [:, [., or [=';

/**
 * Copies a bracket expression starting at `start` ('['); returns the JS text and the index after it, or
 * null when no `]` closes it.
 */
function bracket(pattern: string, start: number): [string, number] | null {
  let i = start + 1;
  let out = '[';
  if (pattern[i] === '^') {
    out += '^';
    i++;
  }
  if (pattern[i] === ']') {
    out += '\\]';
    i++;
  }
  while (i < pattern.length && pattern[i] !== ']') {
    const cls = /^\[:(\w+):\]/.exec(pattern.slice(i));
    if (cls && POSIX_CLASSES[cls[1]!]) {
      out += POSIX_CLASSES[cls[1]!];
      i += cls[0].length;
    } else {
      const ch = pattern[i]!;
      out += ch === '\\' || ch === '[' ? `\\${ch}` : ch;
      i++;
    }
  }
  return i < pattern.length ? [`${out}]`, i + 1] : null;
}

/** The JS source for a BRE/ERE, or null when a bracket expression is never closed. */
function translate(pattern: string, extended: boolean): string | null {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '[') {
      const copied = bracket(pattern, i);
      if (!copied) return null;
      const [text, next] = copied;
      out += text;
      i = next - 1;
    } else if (ch === '\\' && i + 1 < pattern.length) {
      const next = pattern[++i]!;
      if (!extended && '+?|(){}'.includes(next)) out += next;
      else if (/[<>]/.test(next)) out += '\\b';
      else out += `\\${next}`;
    } else if (!extended && '+?|(){}'.includes(ch)) {
      out += `\\${ch}`;
    } else if (ch === '*' && (out === '' || out.endsWith('(') || out.endsWith('|'))) {
      out += '\\*'; // a leading `*` is literal in POSIX
    } else out += ch;
  }
  return out;
}

function escapeLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * How much pattern text this grep takes (all `-e` / `-f` patterns together). The patterns become one
 * JavaScript RegExp, which V8 compiles recursively: past some size, which depends on the stack, that throws
 * "Stack overflow" (and past ~100,000 characters "too large"). A fixed limit gives the same answer on every
 * machine; GNU grep has none, so this is a documented limit of the emulation (docs/shell.md).
 */
export const GREP_MAX_PATTERN_CHARS = 10_000;

/** The combined pattern, or an error message for an invalid one (grep exits 2). */
export function compileGrepPattern(options: GrepOptions): RegExp | string {
  const total = options.patterns.reduce((sum, p) => sum + p.length, 0);
  if (total > GREP_MAX_PATTERN_CHARS) {
    return `the pattern is ${total.toLocaleString('en-US')} characters long; this grep takes at most ${GREP_MAX_PATTERN_CHARS.toLocaleString('en-US')}`;
  }
  const sources = options.patterns.map((p) =>
    options.syntax === 'fixed' ? escapeLiteral(p) : translate(p, options.syntax === 'extended'),
  );
  if (sources.includes(null)) return UNMATCHED_BRACKET;
  let source = sources.map((s) => `(?:${s})`).join('|');
  if (options.wordRegexp) source = `(?<![\\w])(?:${source})(?![\\w])`;
  if (options.lineRegexp) source = `^(?:${source})$`;
  return compiledRegExp(source, options.ignoreCase ? 'gi' : 'g');
}

/**
 * A RegExp V8 has really compiled (it compiles on first use, so a test run forces it), or the reason it
 * cannot, without the expression V8 quotes in its message.
 */
export function compiledRegExp(source: string, flags: string): RegExp | string {
  try {
    const regex = new RegExp(source, flags);
    regex.test('');
    regex.lastIndex = 0;
    return regex;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.replace(
      /^Invalid regular expression: \/[\s\S]*\/[a-z]*: /,
      'invalid regular expression: ',
    );
  }
}
