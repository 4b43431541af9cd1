// just-bash flattens a compound array given to a declaration builtin (`declare -a x=($(cmd) "$y")`) into one
// word in which substitutions are lost (the name of their kind stands in their place), while bash runs them.
// The array is read again from the statement's source: the shortest `x=(…)` from there that parses as a plain
// assignment is the one bash reads, and its words are judged like any other.
import type { SimpleCommandNode, WordNode } from 'just-bash';
import type { ParseOutcome } from '../syntax/shell-syntax';

type AssignmentNode = SimpleCommandNode['assignments'][number];

export const DECLARATION_BUILTINS = new Set(['declare', 'typeset', 'local', 'export', 'readonly']);

const COMPOUND_START = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[[^\]]*\])?\+?=\(/;
/** How many closing parentheses are tried before the array is given up as unreadable. */
const MAX_ATTEMPTS = 64;

/** The variable a declaration argument assigns a compound array to (`x=(…)` → x), or null. */
export function compoundArrayName(word: WordNode): string | null {
  const first = word.parts[0];
  return first?.type === 'Literal' ? (COMPOUND_START.exec(first.value)?.[1] ?? null) : null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The assignment starting at `start` in `source`, read up to the first `)` that closes it. */
function assignmentAt(
  source: string,
  start: number,
  parse: (source: string) => ParseOutcome,
): AssignmentNode | null {
  let attempts = 0;
  for (let end = source.indexOf(')', start); end >= 0; end = source.indexOf(')', end + 1)) {
    if (++attempts > MAX_ATTEMPTS) return null;
    const parsed = parse(source.slice(start, end + 1));
    if (!parsed.ok || parsed.script.statements.length !== 1) continue;
    const pipelines = parsed.script.statements[0]!.pipelines;
    const command = pipelines.length === 1 ? pipelines[0]!.commands[0] : undefined;
    if (command?.type !== 'SimpleCommand' || command.name !== null) continue;
    const assignment = command.assignments[0];
    if (command.assignments.length === 1 && assignment?.array) return assignment;
  }
  return null;
}

/**
 * Every `name=(…)` compound assignment in a statement's source, parsed as bash reads it; null when one cannot
 * be read back (the caller asks then).
 */
export function compoundArraysInSource(
  source: string,
  name: string,
  parse: (source: string) => ParseOutcome,
): AssignmentNode[] | null {
  const starts = new RegExp(`(^|[^A-Za-z0-9_])(${escapeRegExp(name)}(?:\\[[^\\]]*\\])?\\+?=\\()`, 'g');
  const found: AssignmentNode[] = [];
  for (const match of source.matchAll(starts)) {
    const assignment = assignmentAt(source, match.index + match[1]!.length, parse);
    if (assignment === null) return null;
    found.push(assignment);
  }
  return found.length > 0 ? found : null;
}
