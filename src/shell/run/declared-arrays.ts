// `declare -a x=($(cmd) *.txt)` (also typeset, local, readonly, export) must expand its elements as bash
// does: substitutions run, unquoted results split into words and globs match files. just-bash's parser
// flattens such an array into one word of text (a substitution leaves the name of its kind, "CommandSubstitution",
// and nothing is split or globbed), while a plain `x=(…)` it expands exactly as bash does. So the array is read
// again from the statement's source (syntax/compound-array-source.ts) and the declaration becomes
//   declare/typeset/local:  if BUILTIN OPTS-without-r NAMES…; then x=(…) || :; [readonly NAMES…;] else (exit $?); fi
//   readonly/export:        [declare -gA x;] x=(…) || :; BUILTIN OPTS NAMES…
// The declaration comes first where it makes a local (the assignment must land in it), last where it only
// marks (readonly after the values are in). `|| :` because bash's status is the builtin's, not that of a
// substitution inside the array, so `set -e` does not stop on it. The declaration keeps the command's own
// redirections and the array is expanded outside them, as bash expands words before redirecting. A command
// whose array cannot be read back is left as just-bash parsed it.
import type { CommandNode, ScriptNode, SimpleCommandNode, StatementNode, WordNode } from 'just-bash';
import {
  compoundArraysInSource,
  COMPOUND_START,
  type AssignmentNode,
  type CompoundArraySource,
} from '../syntax/compound-array-source';
import type { ParseOutcome } from '../syntax/shell-syntax';

type Parse = (source: string) => ParseOutcome;
type IfNode = Extract<CommandNode, { type: 'If' }>;

const DECLARING = new Set(['declare', 'typeset', 'local']);
const MARKING = new Set(['readonly', 'export']);

function literal(value: string): WordNode {
  return { type: 'Word', parts: [{ type: 'Literal', value }] };
}

function literalValue(word: WordNode | null): string | null {
  if (!word || !word.parts.every((part) => part.type === 'Literal')) return null;
  return word.parts.map((part) => (part.type === 'Literal' ? part.value : '')).join('');
}

function simple(
  name: string | null,
  args: WordNode[],
  assignments: AssignmentNode[] = [],
): SimpleCommandNode {
  return {
    type: 'SimpleCommand',
    name: name === null ? null : literal(name),
    args,
    assignments,
    redirections: [],
  };
}

function statement(commands: CommandNode[], operators: StatementNode['operators'] = []): StatementNode {
  return {
    type: 'Statement',
    pipelines: commands.map((command) => ({ type: 'Pipeline', commands: [command], negated: false })),
    operators,
    background: false,
  };
}

/** `x=(…) || :` — the array expanded as bash expands it, its status not the declaration's. */
function assignArray(assignment: AssignmentNode): StatementNode {
  return statement([simple(null, [], [assignment]), simple(':', [])], ['||']);
}

/** A flattened array argument: `x=(…)` whose first part is the literal the parser left. */
function flattenedName(word: WordNode): string | null {
  const first = word.parts[0];
  return first?.type === 'Literal' ? (COMPOUND_START.exec(first.value)?.[1] ?? null) : null;
}

/** The array in `source` that the parser flattened into `word`: it flattens to the same word. */
function matchesWord(read: CompoundArraySource, word: WordNode, parse: Parse): boolean {
  const parsed = parse(`declare ${read.text}`);
  if (!parsed.ok) return false;
  const command = parsed.script.statements[0]?.pipelines[0]?.commands[0];
  return command?.type === 'SimpleCommand' && JSON.stringify(command.args[0]) === JSON.stringify(word);
}

interface DeclarationParts {
  readonly builtin: string;
  readonly options: string[];
  /** Each argument after the options, a flattened array replaced by its name. */
  readonly operands: WordNode[];
  readonly names: string[];
  readonly arrays: AssignmentNode[];
}

/** Reads the declaration's options, names and arrays; null when it is not one this rewrite can keep whole. */
function declarationParts(
  command: SimpleCommandNode,
  source: string,
  used: Map<string, number>,
  parse: Parse,
): DeclarationParts | null {
  const builtin = literalValue(command.name);
  if (builtin === null || !(DECLARING.has(builtin) || MARKING.has(builtin))) return null;
  if (!command.args.some((word) => flattenedName(word) !== null)) return null;
  const options: string[] = [];
  const operands: WordNode[] = [];
  const names: string[] = [];
  const arrays: AssignmentNode[] = [];
  for (const word of command.args) {
    const text = literalValue(word);
    if (operands.length === 0 && text !== null && /^[-+]/.test(text)) {
      options.push(text);
      continue;
    }
    const name = flattenedName(word);
    if (name === null) {
      const named = /^[A-Za-z_][A-Za-z0-9_]*/.exec(
        word.parts[0]?.type === 'Literal' ? word.parts[0].value : '',
      );
      if (!named) return null;
      operands.push(word);
      names.push(named[0]);
      continue;
    }
    const candidates = compoundArraysInSource(source, name, parse) ?? [];
    const from = used.get(name) ?? 0;
    const index = candidates.findIndex((read, i) => i >= from && matchesWord(read, word, parse));
    if (index < 0) return null;
    used.set(name, index + 1);
    arrays.push(candidates[index]!.assignment);
    operands.push(literal(name));
    names.push(name);
  }
  return { builtin, options, operands, names, arrays };
}

function withoutReadonly(options: readonly string[]): string[] {
  return options.map((option) => option.replace(/r/g, '')).filter((option) => option.length > 1);
}

function rewriteDeclaration(command: SimpleCommandNode, parts: DeclarationParts): CommandNode {
  const { builtin, options, operands, names, arrays } = parts;
  const declaration = (opts: readonly string[]): SimpleCommandNode => ({
    ...command,
    args: [...opts.map(literal), ...operands],
  });
  const assignments = arrays.map(assignArray);
  if (MARKING.has(builtin)) {
    const associative = options.some((option) => /^-[a-zA-Z]*A/.test(option));
    const typed = associative
      ? arrays.map((array) => statement([simple('declare', [literal('-gA'), literal(array.name)])]))
      : [];
    return {
      type: 'Group',
      body: [...typed, ...assignments, statement([declaration(options)])],
      redirections: [],
    };
  }
  const readonly = options.some((option) => /^-[a-zA-Z]*r/.test(option));
  const marked = readonly ? [statement([simple('readonly', names.map(literal))])] : [];
  const status: WordNode = {
    type: 'Word',
    parts: [{ type: 'ParameterExpansion', parameter: '?', operation: null }],
  };
  // `(exit $?)`: the declaration's own failure status, and `set -e` stops on it as on the builtin.
  const failed = statement([
    { type: 'Subshell', body: [statement([simple('exit', [status])])], redirections: [] },
  ]);
  const branch: IfNode = {
    type: 'If',
    clauses: [
      {
        condition: [statement([declaration(readonly ? withoutReadonly(options) : options)])],
        body: [...assignments, ...marked],
      },
    ],
    elseBody: [failed],
    redirections: [],
  };
  return branch;
}

/** Rewrites, in place, every declaration with a flattened array under `node`; `source` is its statement's text. */
function rewriteUnder(node: unknown, source: string | null, used: Map<string, number>, parse: Parse): void {
  if (Array.isArray(node)) {
    node.forEach((item: unknown, i) => {
      const replacement = replacementFor(item, source, used, parse);
      if (replacement) node[i] = replacement;
      // The arrays read back may hold declarations of their own (`x=($(declare -a y=(…)))`).
      rewriteUnder(replacement ?? item, source, used, parse);
    });
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as { type?: string; sourceText?: string };
  const isStatement = record.type === 'Statement' && typeof record.sourceText === 'string';
  const here = isStatement ? record.sourceText! : source;
  const uses = isStatement ? new Map<string, number>() : used;
  for (const child of Object.values(record)) rewriteUnder(child, here, uses, parse);
}

function replacementFor(
  node: unknown,
  source: string | null,
  used: Map<string, number>,
  parse: Parse,
): CommandNode | null {
  if (source === null || typeof node !== 'object' || node === null) return null;
  if ((node as { type?: string }).type !== 'SimpleCommand') return null;
  const command = node as SimpleCommandNode;
  const parts = declarationParts(command, source, used, parse);
  return parts ? rewriteDeclaration(command, parts) : null;
}

/** `script` with each declared compound array expanded as bash expands it (see the top of this file). */
export function expandDeclaredArrays(script: ScriptNode, parse: Parse): ScriptNode {
  rewriteUnder(script.statements, null, new Map(), parse);
  return script;
}
