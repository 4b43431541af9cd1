// The parts permission rules match (engine/protocol/command-parts.ts), built from the same walk that judges
// risk: every simple command wherever it stands, its words after quote removal, the commands its wrappers
// run, and why an allow rule may not cover it.
import type { CommandPart, CommandWord } from '../../engine/protocol/command-parts';
import { gitWithoutGlobals } from './git-rules';
import type { StaticArg } from './static-words';
import { wrappedCommands } from './wrapper-commands';

/** What the walk found about one simple command. */
export interface CommandFacts {
  /** The command node as the parser prints it. */
  readonly text: string;
  /** Its words, globs counted as dynamic. */
  readonly argv: readonly StaticArg[];
  /** Why it runs code its words do not show (a nested script, `eval`, …), or null. */
  readonly hiddenCode: string | null;
  /** Names of the variables set in front of it (`A=1 cmd`). */
  readonly assignments: readonly string[];
  /** True when one of its redirections writes a file (not a device). */
  readonly writesFile: boolean;
}

const COMPUTED_WORD = 'A word of it is computed at run time (a variable, a substitution or a glob).';
const ENV_SETS_VARIABLES = "'env' runs it with variables set, which can change what it does.";
const WRITES_FILE = 'It writes a file through a redirection, which a rule naming the command does not name.';

function setsVariablesReason(names: readonly string[]): string {
  return `It runs with variables set in front of it (${names.map((n) => `${n}=…`).join(' ')}), which can change what it does.`;
}

function baseName(word: string): string {
  return word.slice(word.lastIndexOf('/') + 1);
}

/** The part for a simple command, then the parts its wrappers run. */
export function commandParts(facts: CommandFacts): CommandPart[] {
  const shared =
    facts.hiddenCode ??
    (facts.assignments.length > 0 ? setsVariablesReason(facts.assignments) : null) ??
    (facts.writesFile ? WRITES_FILE : null);
  const parts: CommandPart[] = [];
  addParts(parts, facts.text, facts.argv, shared, 0);
  return parts;
}

/**
 * The part for what has no command name but still acts (`X=1` changes what later commands see, `> f` and
 * `{ …; } > f` write): no rule can name it, so no allow covers the line. Null when it does neither.
 */
export function wordlessPart(
  text: string,
  assignments: readonly string[],
  writesFile: boolean,
): CommandPart | null {
  const reason =
    assignments.length > 0
      ? `It sets variables (${assignments.map((n) => `${n}=…`).join(' ')}), which can change what later commands do.`
      : writesFile
        ? WRITES_FILE
        : null;
  return reason === null ? null : { text, words: [], equivalents: [], wrapper: false, unresolved: reason };
}

const MAX_WRAPPER_DEPTH = 8;

function addParts(
  parts: CommandPart[],
  text: string,
  argv: readonly StaticArg[],
  inherited: string | null,
  depth: number,
): void {
  const unresolved = inherited ?? (argv.includes(null) ? COMPUTED_WORD : null);
  const first = argv[0];
  const name = typeof first === 'string' ? baseName(first) : null;
  const wrapped = name !== null && depth < MAX_WRAPPER_DEPTH ? wrappedCommands(name, argv) : null;
  const inner = wrapped?.kind === 'commands' ? wrapped.commands : [];
  parts.push({
    text,
    words: argv,
    equivalents: equivalentsOf(argv, name),
    wrapper: wrapped?.kind === 'commands' && wrapped.transparent && inner.length > 0,
    unresolved,
  });
  const innerInherited =
    inherited ?? (wrapped?.kind === 'commands' && wrapped.variables.length > 0 ? ENV_SETS_VARIABLES : null);
  for (const command of inner) {
    addParts(parts, command.map((word) => word ?? '…').join(' '), command, innerInherited, depth + 1);
  }
}

/** `/usr/bin/git push` also as `git push`; `git -C . push` also as `git push`. */
function equivalentsOf(argv: readonly StaticArg[], name: string | null): CommandWord[][] {
  if (name === null) return [];
  const forms: CommandWord[][] = [];
  const named = argv[0] === name ? argv : [name, ...argv.slice(1)];
  if (named !== argv) forms.push([...named]);
  if (name === 'git') {
    const bare = gitWithoutGlobals(named);
    if (bare) forms.push(bare);
  }
  return forms;
}
