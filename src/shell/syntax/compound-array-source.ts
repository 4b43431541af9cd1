// just-bash's parser flattens a compound array given to a declaration builtin (`declare -a x=($(cmd) b)`) into
// one word of text, in which a substitution leaves only the name of its kind ("CommandSubstitution"). The
// statement's source still holds the array as written: the shortest `x=(…)` that parses as a plain assignment
// is the one bash reads. The risk classifier walks the words read back here, and the shell runs them.
import type { SimpleCommandNode } from 'just-bash';
import type { ParseOutcome } from './shell-syntax';

export type AssignmentNode = SimpleCommandNode['assignments'][number];

/** The start of a compound array as the parser leaves it: `name=(`, `name+=(`, `name[…]=(`. */
export const COMPOUND_START = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[[^\]]*\])?\+?=\(/;

/** How many closing parentheses are tried before the array is given up as unreadable. */
const MAX_ATTEMPTS = 64;

/** One compound array found in a statement's source: its text and that text parsed as an assignment. */
export interface CompoundArraySource {
  readonly text: string;
  readonly assignment: AssignmentNode;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` parsed as one compound assignment (`x=(…)`), or null when it is not exactly that. */
export function compoundAssignment(
  text: string,
  parse: (source: string) => ParseOutcome,
): AssignmentNode | null {
  const parsed = parse(text);
  if (!parsed.ok || parsed.script.statements.length !== 1) return null;
  const pipelines = parsed.script.statements[0]!.pipelines;
  const command = pipelines.length === 1 ? pipelines[0]!.commands[0] : undefined;
  if (command?.type !== 'SimpleCommand' || command.name !== null) return null;
  const assignment = command.assignments[0];
  return command.assignments.length === 1 && assignment?.array ? assignment : null;
}

/** The assignment starting at `start` in `source`, read up to the first `)` that closes it. */
function assignmentAt(
  source: string,
  start: number,
  parse: (source: string) => ParseOutcome,
): CompoundArraySource | null {
  let attempts = 0;
  for (let end = source.indexOf(')', start); end >= 0; end = source.indexOf(')', end + 1)) {
    if (++attempts > MAX_ATTEMPTS) return null;
    const text = source.slice(start, end + 1);
    const assignment = compoundAssignment(text, parse);
    if (assignment) return { text, assignment };
  }
  return null;
}

/**
 * Every `name=(…)` compound assignment in a statement's source, in source order, parsed as bash reads it; null
 * when one cannot be read back.
 */
export function compoundArraysInSource(
  source: string,
  name: string,
  parse: (source: string) => ParseOutcome,
): CompoundArraySource[] | null {
  const starts = new RegExp(`(^|[^A-Za-z0-9_])(${escapeRegExp(name)}(?:\\[[^\\]]*\\])?\\+?=\\()`, 'g');
  const found: CompoundArraySource[] = [];
  for (const match of source.matchAll(starts)) {
    const read = assignmentAt(source, match.index + match[1]!.length, parse);
    if (read === null) return null;
    found.push(read);
  }
  return found.length > 0 ? found : null;
}
