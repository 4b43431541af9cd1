// The filesystem the interpreter and every command see: just-bash's MountableFs, except that an empty path
// names nothing. just-bash resolves "" to the working folder, so `[ -e "" ]` was true and `> ""` said "Is a
// directory" (issue 34); bash and coreutils answer "No such file or directory" wherever a path is resolved.
// `resolvePath(cwd, "")` gives a path no file can have, and every operation on it fails with ENOENT.
import { MountableFs } from 'just-bash';

/** What "" resolves to: a NUL byte cannot occur in a real path. */
export const EMPTY_PATH = '/\0empty-path';

const PATH_OPERATIONS = [
  'readFile',
  'readFileBytes',
  'readFileBuffer',
  'writeFile',
  'appendFile',
  'stat',
  'lstat',
  'mkdir',
  'readdir',
  'readdirWithFileTypes',
  'rm',
  'cp',
  'mv',
  'chmod',
  'symlink',
  'link',
  'readlink',
  'realpath',
  'utimes',
] as const;

type AsyncOperation = (...args: unknown[]) => Promise<unknown>;

const namesEmptyPath = (args: readonly unknown[]) =>
  args.some((arg) => typeof arg === 'string' && (arg === EMPTY_PATH || arg.startsWith(`${EMPTY_PATH}/`)));

function noSuchFile(operation: string): Error {
  return Object.assign(new Error(`ENOENT: no such file or directory, ${operation} ''`), { code: 'ENOENT' });
}

export class ShellFs extends MountableFs {
  constructor(options: ConstructorParameters<typeof MountableFs>[0]) {
    super(options);
    const operations = this as unknown as Record<string, AsyncOperation | undefined>;
    for (const name of PATH_OPERATIONS) {
      const original = operations[name]?.bind(this);
      if (!original) continue;
      operations[name] = (...args) =>
        namesEmptyPath(args) ? Promise.reject(noSuchFile(name)) : original(...args);
    }
  }

  override resolvePath(base: string, path: string): string {
    return path === '' ? EMPTY_PATH : super.resolvePath(base, path);
  }

  override exists(path: string): Promise<boolean> {
    return namesEmptyPath([path]) ? Promise.resolve(false) : super.exists(path);
  }
}
