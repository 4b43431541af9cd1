// Commands that run another command: the classifier looks through them and judges the inner command, and
// the permission rules see the inner command as a part of its own (command-parts.ts). `xargs` and
// `find -exec` append arguments only known at run time, so the inner argv gets a dynamic entry.
import { ask, type Finding } from './findings';
import { innerSite, writeFindings, type CommandRule, type CommandSite } from './command-site';
import { assignedVariable, pathOverride } from './path-override';
import type { StaticArg } from './static-words';

/** What a wrapper runs: commands (argv lists), or a string it splits into one (`env -S`). */
export type Wrapped =
  | {
      readonly kind: 'commands';
      readonly commands: readonly (readonly StaticArg[])[];
      /** timeout, nice, env, …: the wrapper only changes how the command runs, not what it is. */
      readonly transparent: boolean;
      /** `env A=1 cmd`: the variables the wrapper sets for the command (A). */
      readonly variables: readonly string[];
    }
  | { readonly kind: 'script'; readonly source: StaticArg };

/** Skips leading options; `valued` options consume the next argument; returns the index of the command. */
function skipOptions(args: readonly StaticArg[], valued: ReadonlySet<string>, start = 0): number {
  let i = start;
  while (i < args.length) {
    const arg = args[i] as StaticArg;
    if (arg === null || !arg.startsWith('-') || arg === '-') break;
    if (arg === '--') return i + 1;
    i += valued.has(arg) ? 2 : 1;
  }
  return i;
}

const ENV_VALUED = new Set(['-u', '--unset', '-C', '--chdir']);
const TIMEOUT_VALUED = new Set(['-s', '--signal', '-k', '--kill-after']);
const SIMPLE_VALUED = new Set(['-n', '--adjustment', '-a', '-i', '-o', '-e']);
const SIMPLE_WRAPPERS = new Set(['nice', 'nohup', 'builtin', 'exec', 'time', 'stdbuf']);
const LOOKED_THROUGH = new Set(['env', 'timeout', 'command', ...SIMPLE_WRAPPERS]);

function runs(command: readonly StaticArg[], transparent = true, variables: readonly string[] = []): Wrapped {
  return { kind: 'commands', commands: command.length > 0 ? [command] : [], transparent, variables };
}

/** The commands `argv` runs when its program is a wrapper (by base name), or null when it is none. */
export function wrappedCommands(name: string, argv: readonly StaticArg[]): Wrapped | null {
  const args = argv.slice(1);
  switch (name) {
    case 'env': {
      const splitString = args.findIndex((a) => a === '-S' || a === '--split-string');
      if (splitString >= 0) return { kind: 'script', source: args[splitString + 1] ?? null };
      const start = skipOptions(args, ENV_VALUED);
      let i = start;
      const variables: string[] = [];
      for (; i < args.length && args[i] !== null && assignedVariable(args[i]!) !== null; i++)
        variables.push(assignedVariable(args[i]!)!);
      return runs(args.slice(i), true, variables);
    }
    case 'timeout':
      return runs(args.slice(skipOptions(args, TIMEOUT_VALUED) + 1));
    case 'command':
      if (args.includes('-v') || args.includes('-V')) return null; // only prints what a name is
      return runs(args.slice(skipOptions(args, new Set())));
    case 'xargs': {
      const inner = xargsCommand(args);
      return inner === 'dynamic-option' ? runs([], false) : runs(inner, false);
    }
    case 'find':
      return { kind: 'commands', commands: findExecCommands(args), transparent: false, variables: [] };
    default:
      return SIMPLE_WRAPPERS.has(name) ? runs(args.slice(skipOptions(args, SIMPLE_VALUED))) : null;
  }
}

export function wrapperRule(name: string, classify: CommandRule): CommandRule | undefined {
  if (name === 'xargs') return (site) => classifyXargs(site, classify);
  if (name === 'find') return (site) => classifyFind(site, classify);
  if (!LOOKED_THROUGH.has(name)) return undefined;
  return (site) => {
    const wrapped = wrappedCommands(name, site.argv);
    if (wrapped === null) return [];
    if (wrapped.kind === 'script') {
      return wrapped.source === null
        ? [ask('dynamic-argument', "env -S's string is computed at run time.", site.node)]
        : site.nested(wrapped.source);
    }
    const input = wrapped.transparent ? 'inherited' : 'own';
    return [
      ...pathOverride(wrapped.variables, site.node),
      ...wrapped.commands.flatMap((inner) => classify(innerSite(site, inner, input))),
    ];
  };
}

const XARGS_VALUED = new Set([
  '-I',
  '-i',
  '-n',
  '-L',
  '-l',
  '-P',
  '-d',
  '-s',
  '-E',
  '-e',
  '-a',
  '--arg-file',
  '--delimiter',
  '--max-args',
  '--max-procs',
  '--replace',
]);

/** The command xargs runs, with its input lines as dynamic entries; [] for plain `xargs` (it echoes). */
function xargsCommand(args: readonly StaticArg[]): StaticArg[] | 'dynamic-option' {
  let replace: string | null = null;
  let i = 0;
  while (i < args.length) {
    const arg = args[i] as StaticArg;
    if (arg === null) return 'dynamic-option';
    if (!arg.startsWith('-')) break;
    if (arg === '--') {
      i++;
      break;
    }
    if (arg === '-I') replace = args[i + 1] ?? null;
    else if (arg.startsWith('-I')) replace = arg.slice(2);
    i += XARGS_VALUED.has(arg) ? 2 : 1;
  }
  const command = args.slice(i);
  if (command.length === 0) return [];
  // The input lines become arguments: with -I they replace the placeholder, otherwise they are appended.
  return replace === null
    ? [...command, null]
    : command.map((a) => (a !== null && a.includes(replace) ? null : a));
}

function classifyXargs(site: CommandSite, classify: CommandRule): Finding[] {
  const inner = xargsCommand(site.argv.slice(1));
  if (inner === 'dynamic-option')
    return [ask('dynamic-argument', 'xargs has an option computed at run time.', site.node)];
  return inner.length === 0 ? [] : classify(innerSite(site, inner));
}

const FIND_WRITERS = new Set(['-fprint', '-fprint0', '-fprintf', '-fls']);
const FIND_EXECUTORS = new Set(['-exec', '-execdir', '-ok', '-okdir']);

/** The command of the `-exec` (or -execdir, -ok, -okdir) at `i`, and the index of its terminator. */
function findExecAt(args: readonly StaticArg[], i: number): { inner: StaticArg[]; stop: number } {
  const end = args.findIndex((a, j) => j > i && (a === ';' || a === '+'));
  const stop = end === -1 ? args.length : end;
  // `{}` stands for each file found: only known at run time.
  const inner = args.slice(i + 1, stop).map((a) => (a !== null && a.includes('{}') ? null : a));
  return { inner, stop };
}

function findExecCommands(args: readonly StaticArg[]): StaticArg[][] {
  const commands: StaticArg[][] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as StaticArg;
    if (arg === null || !FIND_EXECUTORS.has(arg)) continue;
    const { inner, stop } = findExecAt(args, i);
    if (inner.length > 0) commands.push(inner);
    i = stop;
  }
  return commands;
}

function classifyFind(site: CommandSite, classify: CommandRule): Finding[] {
  const args = site.argv.slice(1);
  const findings: Finding[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as StaticArg;
    if (arg === null) {
      findings.push(
        ask(
          'dynamic-argument',
          'find has an argument computed at run time; it could be -exec or -delete.',
          site.node,
        ),
      );
    } else if (arg === '-delete') {
      findings.push(ask('find-delete', "'find -delete' deletes the files it finds.", site.node));
    } else if (FIND_WRITERS.has(arg)) {
      findings.push(...writeFindings(site, [args[i + 1] ?? null], 'write-file', `'find ${arg}'`));
    } else if (FIND_EXECUTORS.has(arg)) {
      const { inner, stop } = findExecAt(args, i);
      if (inner.length > 0) findings.push(...classify(innerSite(site, inner)));
      i = stop;
    }
  }
  return findings;
}
