// `git diff` (working tree against the index), `--cached` (index against HEAD) and `HEAD` (working tree
// against HEAD), optionally limited to paths, as unified diffs or `--name-only`.
import { gitFileDiff } from './git-diff-text';
import { ok, repoPath, type GitResult, type GitRun } from './git-context';

type Row = [string, number, number, number];
const decoder = new TextDecoder();

async function stagedOids(run: GitRun): Promise<Map<string, string>> {
  const oids = new Map<string, string>();
  await run.git.walk({
    fs: run.fs,
    dir: run.dir,
    trees: [run.git.STAGE()],
    map: async (filepath, [entry]) => {
      if (entry && (await entry.type()) === 'blob') oids.set(filepath, await entry.oid());
      return true; // a null would stop the walk from entering folders
    },
  });
  return oids;
}

export async function gitDiff(run: GitRun, args: readonly string[]): Promise<GitResult> {
  const cached = args.includes('--cached') || args.includes('--staged');
  const againstHead = args.includes('HEAD');
  const nameOnly = args.includes('--name-only') || args.includes('--stat');
  const filters = args.filter((a) => !a.startsWith('-') && a !== 'HEAD').map((a) => repoPath(run, a));
  const selected = (path: string) =>
    filters.length === 0 || filters.some((f) => f === '.' || path === f || path.startsWith(`${f}/`));
  const matrix = ((await run.git.statusMatrix({ fs: run.fs, dir: run.dir })) as Row[]).filter((r) =>
    selected(r[0]),
  );
  const index = await stagedOids(run);
  const headOid = await run.git.resolveRef({ fs: run.fs, dir: run.dir, ref: 'HEAD' }).catch(() => null);

  const headText = async (path: string) =>
    headOid === null
      ? null
      : run.git.readBlob({ fs: run.fs, dir: run.dir, oid: headOid, filepath: path }).then(
          (b) => decoder.decode(b.blob),
          () => null,
        );
  const indexText = async (path: string) => {
    const oid = index.get(path);
    return oid ? decoder.decode((await run.git.readBlob({ fs: run.fs, dir: run.dir, oid })).blob) : null;
  };
  const workText = (path: string) =>
    run.fs.promises.readFile(`${run.dir}/${path}`, 'utf8').then(
      (t) => String(t),
      () => null,
    );

  const parts: string[] = [];
  for (const [path, head, workdir, stage] of matrix) {
    const untracked = head === 0 && stage === 0;
    if (untracked && !cached) continue;
    let before: string | null;
    let after: string | null;
    if (cached) {
      if (stage === 1 || (head === 0 && stage === 0)) continue;
      [before, after] = [await headText(path), await indexText(path)];
    } else if (againstHead) {
      if (workdir === 1) continue;
      [before, after] = [await headText(path), workdir === 0 ? null : await workText(path)];
    } else {
      if (stage === 2 && workdir === 2) continue;
      if (workdir === 1 && stage === 1) continue;
      [before, after] = [await indexText(path), workdir === 0 ? null : await workText(path)];
    }
    if (before === after) continue;
    parts.push(nameOnly ? `${path}\n` : gitFileDiff(path, before, after));
  }
  return ok(parts.join(''));
}
