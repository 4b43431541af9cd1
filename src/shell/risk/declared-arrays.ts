// Compound arrays given to a declaration builtin. just-bash flattens an unquoted one (`declare -a x=($(cmd))`)
// into one word in which substitutions are lost (the name of their kind stands in their place), while bash runs
// them: the array is read again from the statement's source, where the shortest `x=(…)` that parses as a plain
// assignment is the one bash reads. A quoted one (`declare -a 'x=($(cmd))'`) is parsed again by bash itself,
// so its text is parsed here as an assignment. A computed word is read by bash as an assignment it parses and
// expands again (`declare "$spec"`), so it cannot be judged.
import type { WordNode } from 'just-bash';
import type { ParseOutcome } from '../syntax/shell-syntax';
import {
  compoundArraysInSource,
  compoundAssignment,
  COMPOUND_START,
  type AssignmentNode,
} from '../syntax/compound-array-source';
import { assertNever } from '../../common/assert-never';
import { leadingText, singleValue } from './static-words';

export const DECLARATION_BUILTINS = new Set(['declare', 'typeset', 'local', 'export', 'readonly']);

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
        if (found) arrays.push(...found.map((read) => read.assignment));
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
