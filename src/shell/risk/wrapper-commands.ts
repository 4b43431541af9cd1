// Commands that run another command: the classifier looks through them and judges the inner command.
// `xargs` and `find -exec` append arguments only known at run time, so the inner argv gets a dynamic entry.
import { ask, type Finding } from './findings';
import { innerSite, writeFindings, type CommandRule, type CommandSite } from './command-site';
import type { StaticArg } from './static-words';

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

function lookThrough(site: CommandSite, inner: readonly StaticArg[], classify: CommandRule): Finding[] {
  if (inner.length === 0) return [];
  return classify(innerSite(site, inner));
}

export function wrapperRule(name: string, classify: CommandRule): CommandRule | undefined {
  switch (name) {
    case 'env':
      return (site) => {
        const args = site.argv.slice(1);
        const splitString = args.findIndex((a) => a === '-S' || a === '--split-string');
        if (splitString >= 0) {
          const value = args[splitString + 1];
          return value == null
            ? [ask('dynamic-argument', "env -S's string is computed at run time.", site.node)]
            : site.nested(value);
        }
        let i = skipOptions(args, new Set(['-u', '--unset', '-C', '--chdir']));
        while (i < args.length && args[i] !== null && /^[A-Za-z_][A-Za-z0-9_]*=/.test(args[i]!)) i++;
        return lookThrough(site, args.slice(i), classify);
      };
    case 'timeout':
      return (site) => {
        const args = site.argv.slice(1);
        const i = skipOptions(args, new Set(['-s', '--signal', '-k', '--kill-after']));
        return lookThrough(site, args.slice(i + 1), classify);
      };
    case 'nice':
    case 'nohup':
    case 'builtin':
    case 'exec':
    case 'time':
    case 'stdbuf':
      return (site) => {
        const args = site.argv.slice(1);
        const i = skipOptions(args, new Set(['-n', '--adjustment', '-a', '-i', '-o', '-e']));
        return lookThrough(site, args.slice(i), classify);
      };
    case 'command':
      return (site) => {
        const args = site.argv.slice(1);
        if (args.includes('-v') || args.includes('-V')) return [];
        return lookThrough(site, args.slice(skipOptions(args, new Set())), classify);
      };
    case 'xargs':
      return (site) => classifyXargs(site, classify);
    case 'find':
      return (site) => classifyFind(site, classify);
    default:
      return undefined;
  }
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

function classifyXargs(site: CommandSite, classify: CommandRule): Finding[] {
  const args = site.argv.slice(1);
  let replace: string | null = null;
  let i = 0;
  while (i < args.length) {
    const arg = args[i] as StaticArg;
    if (arg === null)
      return [ask('dynamic-argument', 'xargs has an option computed at run time.', site.node)];
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
  if (command.length === 0) return []; // plain `xargs` echoes its input
  // The input lines become arguments: with -I they replace the placeholder, otherwise they are appended.
  const inner: StaticArg[] =
    replace === null
      ? [...command, null]
      : command.map((a) => (a !== null && a.includes(replace) ? null : a));
  return classify(innerSite(site, inner));
}

const FIND_WRITERS = new Set(['-fprint', '-fprint0', '-fprintf', '-fls']);
const FIND_EXECUTORS = new Set(['-exec', '-execdir', '-ok', '-okdir']);

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
      const end = args.findIndex((a, j) => j > i && (a === ';' || a === '+'));
      const stop = end === -1 ? args.length : end;
      // `{}` stands for each file found: only known at run time.
      const inner = args.slice(i + 1, stop).map((a) => (a !== null && a.includes('{}') ? null : a));
      if (inner.length > 0) findings.push(...classify(innerSite(site, inner)));
      i = stop;
    }
  }
  return findings;
}
