// What a word in the parse tree is before the shell runs, when that can be known without running anything.
// A word is static when it is made only of literal text, quotes, escapes, globs, tildes and brace lists;
// anything computed (parameters, substitutions, arithmetic) makes it dynamic, and a dynamic command name or
// option can never be judged safe. Braces are expanded because `{rm,-rf,x}` runs `rm -rf x`.
import type { WordNode } from 'just-bash';

type WordPart = WordNode['parts'][number];

/** One argv entry as the classifier sees it: its text, or null when only run time can tell. */
export type StaticArg = string | null;

const MAX_BRACE_RESULTS = 64;

function cartesian(prefixes: string[], suffixes: string[]): string[] | null {
  if (prefixes.length * suffixes.length > MAX_BRACE_RESULTS) return null;
  return prefixes.flatMap((p) => suffixes.map((s) => p + s));
}

function rangeValues(start: string | number, end: string | number, step = 1): string[] | null {
  const from = Number(start);
  const to = Number(end);
  if (Number.isInteger(from) && Number.isInteger(to)) {
    const stride = Math.abs(step) || 1;
    const count = Math.floor(Math.abs(to - from) / stride) + 1;
    if (count > MAX_BRACE_RESULTS) return null;
    const direction = to >= from ? 1 : -1;
    return Array.from({ length: count }, (_, i) => String(from + i * stride * direction));
  }
  return null;
}

/** How a glob counts: its pattern (the classifier: `cat *.ts` only reads whatever it names), or dynamic
 * (permission rules: the files it names are only known at run time, and a file can be named `push`). */
type GlobAs = 'pattern' | 'dynamic';

function partValues(part: WordPart, globs: GlobAs): string[] | null {
  switch (part.type) {
    case 'Literal':
    case 'SingleQuoted':
    case 'Escaped':
      return [part.value];
    case 'Glob':
      return globs === 'pattern' ? [part.pattern] : null;
    case 'TildeExpansion':
      return [`~${part.user ?? ''}`];
    case 'DoubleQuoted': {
      const inner = partsValues(part.parts, globs);
      return inner && inner.length === 1 ? inner : null;
    }
    case 'BraceExpansion': {
      const all: string[] = [];
      for (const item of part.items) {
        const values =
          item.type === 'Word'
            ? partsValues(item.word.parts, globs)
            : rangeValues(item.start, item.end, item.step);
        if (!values) return null;
        all.push(...values);
      }
      return all.length > MAX_BRACE_RESULTS ? null : all;
    }
    case 'ParameterExpansion':
    case 'CommandSubstitution':
    case 'ArithmeticExpansion':
    case 'ProcessSubstitution':
      return null;
    default: {
      const unknownPart: never = part;
      void unknownPart;
      return null;
    }
  }
}

function partsValues(parts: readonly WordPart[], globs: GlobAs): string[] | null {
  let results = [''];
  for (const part of parts) {
    const values = partValues(part, globs);
    if (!values) return null;
    const next = cartesian(results, values);
    if (!next) return null;
    results = next;
  }
  return results;
}

/** All words a word expands to (several with braces), or null when it is computed at run time. */
export function wordValues(word: WordNode): string[] | null {
  return partsValues(word.parts, 'pattern');
}

/** The argv a command's words produce; a dynamic word becomes one null entry. */
export function staticArgv(words: readonly WordNode[], globs: GlobAs = 'pattern'): StaticArg[] {
  return words.flatMap((word): StaticArg[] => partsValues(word.parts, globs) ?? [null]);
}

/** A single static text for a word (a redirection target), or null when dynamic or several. */
export function singleValue(word: WordNode): string | null {
  const values = wordValues(word);
  return values && values.length === 1 ? values[0]! : null;
}

/** The text a word starts with before its first computed part (`PATH=/x:$PATH` → `PATH=/x:`). */
export function leadingText(word: WordNode): string {
  let text = '';
  for (const part of word.parts) {
    const values = partValues(part, 'pattern');
    if (values?.length !== 1) break;
    text += values[0];
  }
  return text;
}

/** True for a word that is only `<(…)`: the name of a file holding a command's output. */
export function isCommandOutputFile(word: WordNode): boolean {
  const only = word.parts.length === 1 ? word.parts[0] : undefined;
  return only?.type === 'ProcessSubstitution' && only.direction === 'input';
}
