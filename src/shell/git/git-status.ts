// `git status` (long and short forms) from isomorphic-git's status matrix:
// [path, HEAD (0 absent, 1 present), WORKDIR (0 absent, 1 same as HEAD, 2 different), STAGE (0 absent,
// 1 same as HEAD, 2 same as WORKDIR, 3 different from both)].
import { ok, type GitResult, type GitRun } from './git-context';

type Row = [string, number, number, number];

function staged(row: Row): string | null {
  const [, head, , stage] = row;
  if (head === 0 && (stage === 2 || stage === 3)) return 'A';
  if (head === 1 && stage === 0) return 'D';
  if (head === 1 && (stage === 2 || stage === 3)) return 'M';
  return null;
}

function unstaged(row: Row): string | null {
  const [, head, workdir, stage] = row;
  if (head === 0 && stage === 0 && workdir === 2) return '?';
  if (workdir === 0 && stage !== 0) return 'D';
  if (stage === 3 || (stage === 1 && workdir === 2)) return 'M';
  return null;
}

export async function gitStatus(run: GitRun, args: readonly string[]): Promise<GitResult> {
  const matrix = (await run.git.statusMatrix({ fs: run.fs, dir: run.dir })) as Row[];
  const branch = (await run.git.currentBranch({ fs: run.fs, dir: run.dir })) ?? 'HEAD';
  const short = args.some((a) => a === '-s' || a === '--short' || a.startsWith('--porcelain'));
  if (short) {
    const lines = matrix
      .map((row) => {
        const x = staged(row);
        const y = unstaged(row);
        if (y === '?') return `?? ${row[0]}`;
        return x || y ? `${x ?? ' '}${y ?? ' '} ${row[0]}` : null;
      })
      .filter((line): line is string => line !== null);
    return ok(lines.map((l) => `${l}\n`).join(''));
  }
  const hasCommits = await run.git.resolveRef({ fs: run.fs, dir: run.dir, ref: 'HEAD' }).then(
    () => true,
    () => false,
  );
  const words: Record<string, string> = { A: 'new file', M: 'modified', D: 'deleted' };
  const toCommit = matrix.filter((r) => staged(r)).map((r) => `\t${words[staged(r)!]}:   ${r[0]}`);
  const notStaged = matrix
    .filter((r) => unstaged(r) && unstaged(r) !== '?')
    .map((r) => `\t${words[unstaged(r)!]}:   ${r[0]}`);
  const untracked = matrix.filter((r) => unstaged(r) === '?').map((r) => `\t${r[0]}`);
  const out = [`On branch ${branch}`];
  if (!hasCommits) out.push('', 'No commits yet');
  if (toCommit.length) out.push('', 'Changes to be committed:', ...toCommit);
  if (notStaged.length) out.push('', 'Changes not staged for commit:', ...notStaged);
  if (untracked.length) out.push('', 'Untracked files:', ...untracked);
  if (!toCommit.length && !notStaged.length && !untracked.length)
    out.push(
      hasCommits ? 'nothing to commit, working tree clean' : '',
      hasCommits ? '' : 'nothing to commit (create/copy files and use "git add" to track)',
    );
  return ok(`${out.filter((line, i, all) => !(line === '' && i === all.length - 1)).join('\n')}\n`);
}
