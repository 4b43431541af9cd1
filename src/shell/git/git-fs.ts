// isomorphic-git's filesystem client over the shell's own filesystem (just-bash's IFileSystem), so git sees
// exactly what the command sees: the copy-on-write view of the workspace, changes included.
import type { IFileSystem } from 'just-bash';

type Encoding = { encoding?: string } | string | undefined;

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  const match = /\b(E[A-Z]{3,})\b/.exec(error instanceof Error ? error.message : String(error));
  return match?.[1] ?? 'EIO';
}

/** isomorphic-git recognises failures by `code` (ENOENT, EEXIST ...): give every error one. */
async function withCode<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const failure = new Error(error instanceof Error ? error.message : String(error)) as Error & {
      code: string;
    };
    failure.code = codeOf(error);
    throw failure;
  }
}

function gitStat(stat: Awaited<ReturnType<IFileSystem['stat']>>) {
  const mtimeMs = stat.mtime.getTime();
  const type = stat.isDirectory ? 'dir' : stat.isSymbolicLink ? 'symlink' : 'file';
  const fileType = stat.isDirectory ? 0o040000 : stat.isSymbolicLink ? 0o120000 : 0o100000;
  return {
    type,
    mode: fileType | (stat.mode & 0o777),
    size: stat.size,
    ino: typeof stat.ino === 'number' ? stat.ino : Number(stat.ino ?? 0),
    dev: 0,
    uid: 1000,
    gid: 1000,
    mtimeMs,
    ctimeMs: mtimeMs,
    isFile: () => type === 'file',
    isDirectory: () => type === 'dir',
    isSymbolicLink: () => type === 'symlink',
  };
}

export function gitFsClient(fs: IFileSystem) {
  const promises = {
    readFile: (path: string, options?: Encoding) =>
      withCode(async () => {
        const encoding = typeof options === 'string' ? options : options?.encoding;
        return encoding === 'utf8' ? fs.readFile(path) : fs.readFileBuffer(path);
      }),
    writeFile: (path: string, data: string | Uint8Array) => withCode(() => fs.writeFile(path, data)),
    unlink: (path: string) => withCode(() => fs.rm(path)),
    readdir: (path: string) => withCode(() => fs.readdir(path)),
    mkdir: (path: string) => withCode(() => fs.mkdir(path)),
    rmdir: (path: string) => withCode(() => fs.rm(path, { recursive: false })),
    stat: (path: string) => withCode(async () => gitStat(await fs.stat(path))),
    lstat: (path: string) => withCode(async () => gitStat(await fs.lstat(path))),
    readlink: (path: string) => withCode(() => fs.readlink(path)),
    symlink: (target: string, path: string) => withCode(() => fs.symlink(target, path)),
    chmod: (path: string, mode: number) => withCode(() => fs.chmod(path, mode)),
  };
  return { promises };
}
