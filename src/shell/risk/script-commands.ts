// Commands that carry a script of their own: shells (`-c`), sed scripts and awk programs. Their scripts are
// read for what makes them more than filters (writes, commands run) and any command text is judged again.
import { ask, deny, type Finding } from './findings';
import {
  dynamicArgFinding,
  hasDynamicArg,
  operandsOf,
  writeFindings,
  type CommandSite,
} from './command-site';
import { scanAwkProgram } from './awk-program';
import { scanSedScript } from './sed-script';
import type { StaticArg } from './static-words';

export const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'fish']);

/** Options of a shell that take the next argument as their value. */
const SHELL_VALUED = new Set(['-o', '+o', '-O', '+O', '--rcfile', '--init-file']);
/** Names under which a program reads its own standard input as a file. */
const STDIN_FILES = new Set(['-', '/dev/stdin', '/dev/fd/0', '/proc/self/fd/0']);

/** Where a shell without `-c` takes its commands from: its input (`-s`, no script, `-`), or a script file. */
function shellReadsInput(args: readonly StaticArg[]): boolean {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === null) return false;
    if (arg === '--' || arg === '-') {
      const script = args[i + 1];
      return script === undefined || (script !== null && STDIN_FILES.has(script));
    }
    if (/^-[a-zA-Z]*s[a-zA-Z]*$/.test(arg)) return true;
    if (SHELL_VALUED.has(arg)) i++;
    else if (!/^[-+]/.test(arg)) return STDIN_FILES.has(arg);
  }
  return true;
}

function pipedInto(program: string, node: string): Finding {
  return deny(
    'pipe-into-shell',
    `Piping into '${program}' runs whatever the previous command printed.`,
    node,
  );
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
  if (site.pipeIndex > 0) return [pipedInto(shell, site.node)];
  if (shellReadsInput(args)) {
    return [
      deny('nested-shell', `'${shell}' reading commands from its input runs a nested shell.`, site.node),
    ];
  }
  return [ask('script-file', `'${shell}' runs a script file whose commands are not checked.`, site.node)];
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

/** True when the interpreter takes its program from its input: no program named, or `-`. */
function interpreterReadsInput(args: readonly StaticArg[], interpreter: Interpreter): boolean {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === null) return false;
    if (interpreter.program.includes(arg)) return false;
    if (arg === '--') return args[i + 1] === undefined || STDIN_FILES.has(args[i + 1] ?? '');
    if (interpreter.valued.includes(arg)) i++;
    else if (arg === '-' || !arg.startsWith('-')) return STDIN_FILES.has(arg);
  }
  return true;
}

/**
 * An interpreter's program: given inline (DENY, as the seed's `python -c`), read from a pipe (DENY, as a pipe
 * into a shell), or a file or module whose code is not checked (ASK).
 */
export function classifyInterpreter(site: CommandSite, base: string, interpreter: Interpreter): Finding[] {
  const args = site.argv.slice(1);
  if (args.some((a) => a !== null && interpreter.inline.includes(a))) {
    const flag = interpreter.inline[0]!;
    return [deny('inline-code', `'${base} ${flag}' runs code given on the command line.`, site.node)];
  }
  if (site.pipeIndex > 0 && interpreterReadsInput(args, interpreter)) return [pipedInto(base, site.node)];
  return [ask('unknown-command', `'${base}' runs a program whose effects are not checked.`, site.node)];
}

export function classifySed(site: CommandSite): Finding[] {
  const args = site.argv.slice(1);
  if (hasDynamicArg(args)) return [dynamicArgFinding(site, 'sed')];
  const scripts: string[] = [];
  const operands: string[] = [];
  let inPlace = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-e' || arg === '--expression') scripts.push(args[++i] ?? '');
    else if (arg.startsWith('--expression=')) scripts.push(arg.slice('--expression='.length));
    else if (arg === '-f' || arg === '--file' || arg.startsWith('--file=')) {
      return [ask('sed-script-file', 'sed reads its script from a file that is not checked.', site.node)];
    } else if (arg === '-i' || arg.startsWith('--in-place') || /^-[nErsuz]*i/.test(arg)) inPlace = true;
    else if (arg === '-l') i++;
    else if (!arg.startsWith('-') || arg === '-') operands.push(arg);
  }
  if (scripts.length === 0 && operands.length > 0) scripts.push(operands.shift()!);
  const findings: Finding[] = [];
  if (inPlace) findings.push(...writeFindings(site, operands, 'sed-in-place', "'sed -i'"));
  for (const script of scripts) {
    const effects = scanSedScript(script);
    findings.push(...writeFindings(site, effects.writes, 'sed-write', "sed's w command"));
    for (const command of effects.executes) {
      findings.push(
        command === null
          ? ask('sed-exec', "sed's e command runs the pattern space as a shell command.", site.node)
          : ask('sed-exec', `sed's e command runs '${command}'.`, site.node),
      );
      if (command !== null) findings.push(...site.nested(command));
    }
  }
  return findings;
}

export function classifyAwk(site: CommandSite): Finding[] {
  const args = site.argv.slice(1);
  if (args.some((a) => a === '-f' || a?.startsWith('--file'))) {
    return [ask('awk-program-file', 'awk reads its program from a file that is not checked.', site.node)];
  }
  const program = operandsOf(args, new Set(['-F', '-v', '--field-separator', '--assign']))[0];
  if (program === undefined) return [];
  if (program === null) return [dynamicArgFinding(site, 'awk')];
  const effects = scanAwkProgram(program);
  const findings = writeFindings(site, effects.writes, 'awk-write', "awk's print >");
  for (const command of effects.executes) {
    findings.push(
      ask(
        'awk-system',
        command === null ? 'awk runs a shell command computed at run time.' : `awk runs '${command}'.`,
        site.node,
      ),
    );
    if (command !== null) findings.push(...site.nested(command));
  }
  return findings;
}
