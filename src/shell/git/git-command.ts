// `git` inside the emulated shell: init, status, diff, log, add, commit over isomorphic-git, on the same
// filesystem view as the rest of the command. Commits are stamped with the virtual clock in UTC, so a replay
// produces the same commit ids. Any other subcommand says plainly that it is not supported.
import { defineCommand, type Command } from 'just-bash';
import { gitDiff } from './git-diff';
import { gitFsClient } from './git-fs';
import { gitLog } from './git-log';
import { gitStatus } from './git-status';
import {
  fatal,
  findRepository,
  loadIsomorphicGit,
  ok,
  repoPath,
  type GitResult,
  type GitRun,
} from './git-context';

const SUPPORTED = ['init', 'status', 'diff', 'log', 'add', 'commit'];
const AUTHOR = { name: 'ToolScope Agent', email: 'agent@toolscope.invalid' };

async function gitAdd(run: GitRun, args: readonly string[]): Promise<GitResult> {
  const paths = args.filter((a) => !a.startsWith('-'));
  const all = args.includes('-A') || args.includes('--all') || paths.some((p) => repoPath(run, p) === '.');
  if (!all && paths.length === 0)
    return { stdout: '', stderr: 'Nothing specified, nothing added.\n', exitCode: 0 };
  const targets = all ? null : paths.map((p) => repoPath(run, p));
  const matrix = (await run.git.statusMatrix({ fs: run.fs, dir: run.dir })) as [
    string,
    number,
    number,
    number,
  ][];
  let touched = 0;
  for (const [path, , workdir, stage] of matrix) {
    if (targets && !targets.some((t) => path === t || path.startsWith(`${t}/`))) continue;
    if (workdir === 0 && stage !== 0) await run.git.remove({ fs: run.fs, dir: run.dir, filepath: path });
    else if (workdir !== 0) await run.git.add({ fs: run.fs, dir: run.dir, filepath: path });
    touched++;
  }
  if (targets && touched === 0) return fatal(`pathspec '${paths[0]}' did not match any files`);
  return ok('');
}

async function gitCommit(run: GitRun, args: readonly string[]): Promise<GitResult> {
  const messageIndex = args.findIndex((a) => a === '-m' || a === '--message' || a === '-am');
  const inline = args.find((a) => a.startsWith('--message='))?.slice(10);
  const message = inline ?? (messageIndex >= 0 ? args[messageIndex + 1] : undefined);
  if (message === undefined)
    return { stdout: '', stderr: 'error: commit needs a message: use -m "<message>"\n', exitCode: 1 };
  if (args.includes('-a') || args.includes('--all') || args.includes('-am')) {
    const matrix = (await run.git.statusMatrix({ fs: run.fs, dir: run.dir })) as [
      string,
      number,
      number,
      number,
    ][];
    for (const [path, head, workdir] of matrix) {
      if (head === 1 && workdir === 0) await run.git.remove({ fs: run.fs, dir: run.dir, filepath: path });
      else if (head === 1 && workdir === 2) await run.git.add({ fs: run.fs, dir: run.dir, filepath: path });
    }
  }
  const matrix = (await run.git.statusMatrix({ fs: run.fs, dir: run.dir })) as [
    string,
    number,
    number,
    number,
  ][];
  const staged = matrix.filter(([, head, , stage]) =>
    head === 0 ? stage === 2 || stage === 3 : stage !== 1,
  );
  if (staged.length === 0)
    return { stdout: 'nothing to commit, working tree clean\n', stderr: '', exitCode: 1 };
  const isRoot = await run.git.resolveRef({ fs: run.fs, dir: run.dir, ref: 'HEAD' }).then(
    () => false,
    () => true,
  );
  const author = { ...AUTHOR, timestamp: run.nowSeconds, timezoneOffset: 0 };
  const oid = await run.git.commit({ fs: run.fs, dir: run.dir, message, author, committer: author });
  const branch = (await run.git.currentBranch({ fs: run.fs, dir: run.dir })) ?? 'HEAD';
  const count = `${staged.length} file${staged.length === 1 ? '' : 's'} changed`;
  return ok(
    `[${branch}${isRoot ? ' (root-commit)' : ''} ${oid.slice(0, 7)}] ${message.split('\n')[0]}\n ${count}\n`,
  );
}

export function createGitCommand(nowMs: () => number): Command {
  return defineCommand('git', async (args, ctx) => {
    let index = 0;
    let cwd = ctx.cwd;
    while (args[index] === '-C' || args[index] === '--no-pager' || args[index] === '-P') {
      if (args[index] === '-C') cwd = ctx.fs.resolvePath(cwd, args[++index] ?? '.');
      index++;
    }
    const sub = args[index];
    const rest = args.slice(index + 1);
    if (sub === undefined || sub === 'help' || sub === '--help') {
      return ok(`usage: git <command> [<args>]\nSupported here: ${SUPPORTED.join(', ')}.\n`);
    }
    if (!SUPPORTED.includes(sub)) {
      return {
        stdout: '',
        stderr: `git: '${sub}' is not supported in this emulated shell (supported: ${SUPPORTED.join(', ')}).\n`,
        exitCode: 1,
      };
    }
    const git = await loadIsomorphicGit();
    const fs = gitFsClient(ctx.fs);
    const nowSeconds = Math.floor(nowMs() / 1000);
    if (sub === 'init') {
      const dir = rest[0] && !rest[0].startsWith('-') ? ctx.fs.resolvePath(cwd, rest[0]) : cwd;
      await git.init({ fs, dir, defaultBranch: 'main' });
      return ok(`Initialized empty Git repository in ${dir === '/' ? '' : dir}/.git/\n`);
    }
    const dir = await findRepository(ctx.fs, cwd);
    if (dir === null) return fatal('not a git repository (or any of the parent directories): .git');
    const run: GitRun = { git, fs, dir, cwd, nowSeconds };
    try {
      switch (sub) {
        case 'status':
          return await gitStatus(run, rest);
        case 'diff':
          return await gitDiff(run, rest);
        case 'log':
          return await gitLog(run, rest);
        case 'add':
          return await gitAdd(run, rest);
        default:
          return await gitCommit(run, rest);
      }
    } catch (error) {
      return fatal(error instanceof Error ? error.message : String(error));
    }
  });
}
