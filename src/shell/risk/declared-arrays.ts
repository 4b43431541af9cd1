// Compound arrays given to a declaration builtin. just-bash flattens an unquoted one (`declare -a x=($(cmd))`)
// into one word in which substitutions are lost (the name of their kind stands in their place), while bash runs
// them: the array is read again from the statement's source, where the shortest `x=(…)` that parses as a plain
// assignment is the one bash reads. A quoted one (`declare -a 'x=($(cmd))'`) is parsed again by bash itself,
// so its text is parsed here as an assignment. A computed word is read by bash as an assignment it parses and
// expands again (`declare "$spec"`), so it cannot be judged.
import type { SimpleCommandNode, WordNode } from 'just-bash';
import type { ParseOutcome } from '../syntax/shell-syntax';
import { assertNever } from '../../common/assert-never';
import { leadingText, singleValue } from './static-words';

type AssignmentNode = SimpleCommandNode['assignments'][number];

export const DECLARATION_BUILTINS = new Set(['declare', 'typeset', 'local', 'export', 'readonly']);

const COMPOUND_START = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[[^\]]*\])?\+?=\(/;
/** How many closing parentheses are tried before the array is given up as unreadable. */
const MAX_ATTEMPTS = 64;

/** How bash reads one argument of a declaration builtin. */
type DeclarationArgument =
  | { readonly kind: 'plain' }
  | { readonly kind: 'flattened'; readonly name: string }
  | { readonly kind: 'quoted-compound'; readonly text: string }
  | { readonly kind: 'computed' };

const NAMED_ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?\+?=/;

function declarationArgument(word: WordNode): DeclarationArgument {
  const first = word.parts[0];
  const flattened = first?.type === 'Literal' ? COMPOUND_START.exec(first.value) : null;
  if (flattened) return { kind: 'flattened', name: flattened[1]! };
  const value = singleValue(word);
  if (value !== null)
    return COMPOUND_START.test(value) ? { kind: 'quoted-compound', text: value } : { kind: 'plain' };
  // A computed value after a literal `name=` is only a value, unless it makes a compound array bash parses.
  const lead = leadingText(word);
  return NAMED_ASSIGNMENT.test(lead) && !COMPOUND_START.test(lead) ? { kind: 'plain' } : { kind: 'computed' };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` parsed as one compound assignment (`x=(…)`), or null when it is not exactly that. */
function compoundAssignment(text: string, parse: (source: string) => ParseOutcome): AssignmentNode | null {
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
): AssignmentNode | null {
  let attempts = 0;
  for (let end = source.indexOf(')', start); end >= 0; end = source.indexOf(')', end + 1)) {
    if (++attempts > MAX_ATTEMPTS) return null;
    const assignment = compoundAssignment(source.slice(start, end + 1), parse);
    if (assignment) return assignment;
  }
  return null;
}

/**
 * Every `name=(…)` compound assignment in a statement's source, parsed as bash reads it; null when one cannot
 * be read back (the caller asks then).
 */
function compoundArraysInSource(
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

/** A question the walker asks about a declaration it cannot read (`bash.ask.<rule>`). */
export interface DeclarationQuestion {
  readonly rule: 'dynamic-argument' | 'parse-error';
  readonly reason: string;
}

const COMPUTED_DECLARATION =
  'A declaration builtin reads a computed word as an assignment it parses and expands again, like eval.';

/** The compound arrays a declaration's arguments assign, as bash reads them, and what cannot be read. */
export function readDeclaredArrays(
  args: readonly WordNode[],
  source: string | null,
  parse: (source: string) => ParseOutcome,
): { arrays: AssignmentNode[]; questions: DeclarationQuestion[] } {
  const arrays: AssignmentNode[] = [];
  const questions: DeclarationQuestion[] = [];
  for (const word of args) {
    const argument = declarationArgument(word);
    switch (argument.kind) {
      case 'plain':
        break;
      case 'computed':
        questions.push({ rule: 'dynamic-argument', reason: COMPUTED_DECLARATION });
        break;
      case 'quoted-compound': {
        const assignment = compoundAssignment(argument.text, parse);
        if (assignment) arrays.push(assignment);
        else
          questions.push({
            rule: 'parse-error',
            reason: `'${argument.text}' could not be read as an array.`,
          });
        break;
      }
      case 'flattened': {
        const found = source === null ? null : compoundArraysInSource(source, argument.name, parse);
        if (found) arrays.push(...found);
        else {
          const reason = `The array given to '${argument.name}=(…)' could not be read again from the source.`;
          questions.push({ rule: 'parse-error', reason });
        }
        break;
      }
      default:
        assertNever(argument);
    }
  }
  return { arrays, questions };
}
