// What every git subcommand needs: isomorphic-git (loaded lazily, it is large), the fs client, the
// repository's folder, and a result helper. Commit times come from the virtual clock, never the machine.
import type * as IsomorphicGitModule from 'isomorphic-git';
import type { IFileSystem } from 'just-bash';
import { lazy } from '../../common/lazy';
import type { gitFsClient } from './git-fs';

export type IsomorphicGit = typeof IsomorphicGitModule;

export interface GitRun {
  readonly git: IsomorphicGit;
  readonly fs: ReturnType<typeof gitFsClient>;
  /** The repository's working folder (where `.git` is). */
  readonly dir: string;
  readonly cwd: string;
  /** Virtual time, in seconds since the epoch. */
  readonly nowSeconds: number;
}

export interface GitResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

export const ok = (stdout: string): GitResult => ({ stdout, stderr: '', exitCode: 0 });
export const fatal = (message: string, exitCode = 128): GitResult => ({
  stdout: '',
  stderr: `fatal: ${message}\n`,
  exitCode,
});

/** isomorphic-git needs a global Buffer, which browsers lack: the `buffer` package supplies it. */
export const loadIsomorphicGit: () => Promise<IsomorphicGit> = lazy(async () => {
  const scope = globalThis as { Buffer?: unknown };
  scope.Buffer ??= (await import('buffer')).Buffer;
  return import('isomorphic-git');
});

/** The nearest folder at or above `cwd` holding `.git`, or null. */
export async function findRepository(fs: IFileSystem, cwd: string): Promise<string | null> {
  let dir = cwd;
  for (;;) {
    if (await fs.exists(`${dir === '/' ? '' : dir}/.git`)) return dir;
    if (dir === '/') return null;
    dir = dir.slice(0, dir.lastIndexOf('/')) || '/';
  }
}

/** A path relative to the repository from one given relative to the cwd. */
export function repoPath(run: GitRun, path: string): string {
  const absolute = path.startsWith('/') ? path : `${run.cwd}/${path}`;
  const parts: string[] = [];
  for (const part of absolute.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  const normalized = `/${parts.join('/')}`;
  if (normalized === run.dir) return '.';
  return normalized.startsWith(`${run.dir}/`) ? normalized.slice(run.dir.length + 1) : normalized;
}
