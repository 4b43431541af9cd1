// Programs that run code they are handed: shells, interpreters, `source`. Where the code comes from decides:
// given inline (`bash -c`, `python -c`: DENY, the seed's rules), read from the previous command of a pipe or
// from a `<(…)` file, both a command's output (DENY `pipe-into-shell`: whatever it printed runs), read from the
// shell's own input (`bash -s < f`: DENY `nested-shell`), or a file whose code is not checked (ASK).
import type { CommandSite } from './command-site';
import { ask, deny, type Finding } from './findings';
import type { StaticArg } from './static-words';

export const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'fish']);

/** Where a program takes its code from: its input, a named file (null: computed), or somewhere else. */
type Program =
  | { readonly from: 'input' }
  | { readonly from: 'file'; readonly file: StaticArg }
  | { readonly from: 'other' };

const FROM_INPUT: Program = { from: 'input' };

/** Options of a shell that take the next argument as their value. */
const SHELL_VALUED = new Set(['-o', '+o', '-O', '+O', '--rcfile', '--init-file']);
/** Names under which a program reads its own standard input as a file. */
const STDIN_FILES = new Set(['-', '/dev/stdin', '/dev/fd/0', '/proc/self/fd/0']);

function programFile(file: StaticArg | undefined): Program {
  if (file === undefined) return FROM_INPUT;
  return file !== null && STDIN_FILES.has(file) ? FROM_INPUT : { from: 'file', file };
}

/** A shell without `-c`: its input (`-s`, no script, `-`), or the script file that is its first operand. */
function shellProgram(args: readonly StaticArg[]): Program {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === null) return programFile(null);
    if (arg === '--' || arg === '-') return programFile(args[i + 1]);
    if (/^-[a-zA-Z]*s[a-zA-Z]*$/.test(arg)) return FROM_INPUT;
    if (SHELL_VALUED.has(arg)) i++;
    else if (!/^[-+]/.test(arg)) return programFile(arg);
  }
  return FROM_INPUT;
}

function runsCommandOutput(program: string, node: string, how: 'pipe' | 'file'): Finding {
  const reason =
    how === 'pipe'
      ? `Piping into '${program}' runs whatever the previous command printed.`
      : `'${program}' runs the output of a command (a '<(…)' file) as its program.`;
  return deny('pipe-into-shell', reason, node);
}

/** The finding for code read from a pipe or a `<(…)` file; null when the code comes from elsewhere. */
function commandOutputRun(site: CommandSite, name: string, program: Program): Finding | null {
  if (program.from === 'input' && site.pipeIndex > 0) return runsCommandOutput(name, site.node, 'pipe');
  if (program.from === 'file' && program.file === null && site.readsCommandOutput)
    return runsCommandOutput(name, site.node, 'file');
  return null;
}

export function classifyShell(site: CommandSite, shell: string): Finding[] {
  const args = site.argv.slice(1);
  const commandFlag = args.findIndex((a) => a !== null && /^-[a-z]*c[a-z]*$/.test(a));
  if (commandFlag >= 0) {
    const script = args.slice(commandFlag + 1).find((a) => a === null || !a.startsWith('-'));
    const outer = deny('nested-shell', `'${shell} -c' runs a nested shell.`, site.node);
    return typeof script === 'string' ? [outer, ...site.nested(script)] : [outer];
  }
  // The seed's rule: a pipe into a shell is refused whatever the shell is given, since the script it runs (or
  // the shell itself, with `-s`) reads what the previous command printed.
  if (site.pipeIndex > 0) return [runsCommandOutput(shell, site.node, 'pipe')];
  const program = shellProgram(args);
  const fromOutput = commandOutputRun(site, shell, program);
  if (fromOutput) return [fromOutput];
  if (program.from === 'input') {
    return [
      deny('nested-shell', `'${shell}' reading commands from its input runs a nested shell.`, site.node),
    ];
  }
  return [ask('script-file', `'${shell}' runs a script file whose commands are not checked.`, site.node)];
}

/** `source f` and `. f`: the current shell runs the file. */
export function classifySource(site: CommandSite, name: string): Finding[] {
  const fromOutput = commandOutputRun(site, name, programFile(site.argv[1]));
  if (fromOutput) return [fromOutput];
  return [ask('script-file', `'${name}' runs a script file whose commands are not checked.`, site.node)];
}

interface Interpreter {
  /** Options whose value is code to run. */
  readonly inline: readonly string[];
  /** Options that take the next argument as a value that is not the program. */
  readonly valued: readonly string[];
  /** Options naming the program some other way (`python -m module`, `php -f file`). */
  readonly program: readonly string[];
}

const PYTHON: Interpreter = { inline: ['-c'], valued: ['-W', '-X', '-Q'], program: ['-m'] };
export const INTERPRETERS: Readonly<Record<string, Interpreter>> = {
  python: PYTHON,
  python2: PYTHON,
  python3: PYTHON,
  node: {
    inline: ['-e', '-p', '--eval', '--print'],
    valued: ['-r', '--require', '--import', '--loader', '--input-type', '-C', '--conditions'],
    program: [],
  },
  perl: { inline: ['-e', '-E'], valued: [], program: [] },
  ruby: { inline: ['-e'], valued: ['-r', '-I', '-C', '-E'], program: [] },
  php: { inline: ['-r'], valued: ['-d', '-c', '-z'], program: ['-f'] },
};

/** An interpreter's program: its input (none named, or `-`), a file, or a module (`python -m`). */
function interpreterProgram(args: readonly StaticArg[], interpreter: Interpreter): Program {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === null) return programFile(null);
    if (interpreter.program.includes(arg)) return { from: 'other' };
    if (arg === '--') return programFile(args[i + 1]);
    if (interpreter.valued.includes(arg)) i++;
    else if (arg === '-' || !arg.startsWith('-')) return programFile(arg);
  }
  return FROM_INPUT;
}

/**
 * An interpreter's program: given inline (DENY, as the seed's `python -c`), read from a pipe or a `<(…)` file
 * (DENY, as a pipe into a shell), or a file or module whose code is not checked (ASK).
 */
export function classifyInterpreter(site: CommandSite, base: string, interpreter: Interpreter): Finding[] {
  const args = site.argv.slice(1);
  if (args.some((a) => a !== null && interpreter.inline.includes(a))) {
    const flag = interpreter.inline[0]!;
    return [deny('inline-code', `'${base} ${flag}' runs code given on the command line.`, site.node)];
  }
  const fromOutput = commandOutputRun(site, base, interpreterProgram(args, interpreter));
  if (fromOutput) return [fromOutput];
  return [ask('unknown-command', `'${base}' runs a program whose effects are not checked.`, site.node)];
}
