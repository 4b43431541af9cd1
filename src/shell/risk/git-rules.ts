// git's risk depends on its subcommand and on options that change what that subcommand does: global options
// can point git at another repository or run configured programs (`-c core.pager=...`), and `--output`
// turns `git diff` / `git log` into a file writer (a bypass of the seed's `git diff` allow rule).
import { ask, deny, type Finding } from './findings';
import { writeFinding, type CommandSite } from './command-site';
import type { StaticArg } from './static-words';

const DISCARDING = new Set(['checkout', 'reset', 'clean']);
const READ_ONLY = new Set([
  'status',
  'diff',
  'log',
  'show',
  'blame',
  'ls-files',
  'rev-parse',
  'describe',
  'shortlog',
  'grep',
  'help',
  'version',
]);
const NETWORK = new Set(['push', 'pull', 'fetch', 'clone', 'ls-remote', 'submodule']);
/** Global options that change which repository or which programs git uses. */
const RISKY_GLOBALS = ['-c', '--config-env', '--exec-path', '--git-dir', '--work-tree', '--namespace'];
const GLOBALS_WITH_VALUE = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env']);

function splitGlobals(args: readonly StaticArg[]): { globals: StaticArg[]; rest: StaticArg[] } {
  let i = 0;
  while (i < args.length) {
    const arg = args[i] as StaticArg;
    if (arg === null || !arg.startsWith('-')) break;
    i += GLOBALS_WITH_VALUE.has(arg) ? 2 : 1;
  }
  return { globals: args.slice(0, i), rest: args.slice(i) };
}

/** Read-only listing forms of `branch`, `tag`, `config`, `remote`, `stash list`. */
function isListing(sub: string, args: readonly StaticArg[]): boolean {
  const listFlags = new Set(['-a', '-r', '-v', '-vv', '--list', '-l', '--all', '--get', '--show-current']);
  const onlyFlags = args.every((a) => a !== null && listFlags.has(a));
  if (sub === 'branch' || sub === 'tag' || sub === 'remote') return onlyFlags;
  if (sub === 'config')
    return args.some((a) => a === '--get' || a === '--list' || a === '-l') && !args.includes(null);
  if (sub === 'stash') return args[0] === 'list' || args[0] === 'show';
  return false;
}

function outputTargets(args: readonly StaticArg[]): StaticArg[] {
  const targets: StaticArg[] = [];
  args.forEach((arg, i) => {
    if (arg === '--output' || arg === '-o') targets.push(args[i + 1] ?? null);
    else if (arg?.startsWith('--output=')) targets.push(arg.slice('--output='.length));
  });
  return targets;
}

export function classifyGit(site: CommandSite): Finding[] {
  const { globals, rest } = splitGlobals(site.argv.slice(1));
  const findings: Finding[] = [];
  const risky = globals.find(
    (g) => g !== null && RISKY_GLOBALS.some((r) => g === r || g.startsWith(`${r}=`)),
  );
  if (risky)
    findings.push(
      ask('git-global-option', `git's global option '${risky}' changes what git runs or where.`, site.node),
    );
  const [sub, ...args] = rest;
  if (sub === undefined) return findings;
  if (sub === null)
    return [...findings, ask('dynamic-argument', 'The git subcommand is computed at run time.', site.node)];
  if (DISCARDING.has(sub)) {
    return [...findings, deny(`git-${sub}`, `'git ${sub}' can discard uncommitted work.`, site.node)];
  }
  if (READ_ONLY.has(sub) || isListing(sub, args)) {
    for (const target of outputTargets(args)) {
      const finding = writeFinding(site, target, 'git-output', `'git ${sub} --output'`);
      if (finding) findings.push(finding);
    }
    if (args.includes('--ext-diff')) {
      findings.push(ask('git-external-diff', "'--ext-diff' runs a configured external program.", site.node));
    }
    if (args.includes(null))
      findings.push(ask('dynamic-argument', `'git ${sub}' has an argument computed at run time.`, site.node));
    return findings;
  }
  if (sub === 'commit')
    return [...findings, ask('git-commit', "'git commit' records a commit in the repository.", site.node)];
  if (sub === 'add' || sub === 'init') {
    return [
      ...findings,
      ask(`git-${sub}`, `'git ${sub}' changes the repository's index or metadata.`, site.node),
    ];
  }
  if (NETWORK.has(sub)) return [...findings, ask('network', `'git ${sub}' talks to a remote.`, site.node)];
  return [...findings, ask('git-other', `'git ${sub}' may change the repository.`, site.node)];
}

/** `git -C . --no-pager push` as `git push`, for deny rules; null when there are no global options. */
export function gitWithoutGlobals(argv: readonly StaticArg[]): StaticArg[] | null {
  const { globals, rest } = splitGlobals(argv.slice(1));
  return globals.length > 0 ? ['git', ...rest] : null;
}
