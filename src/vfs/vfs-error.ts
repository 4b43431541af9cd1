// The workspace's filesystem calls fail like POSIX calls: an error carrying an errno-style `code`. The shell's
// just-bash adapter needs exactly this (it recognises `.code`), and the file tools translate the codes into
// ToolResult error codes at their boundary (see tools/file-tool-kit), so a model never sees an exception.

export type VfsErrorCode =
  | 'ENOENT'
  | 'EEXIST'
  | 'ENOTDIR'
  | 'EISDIR'
  | 'ENOTEMPTY'
  | 'EACCES'
  | 'ELOOP'
  | 'EINVAL'
  /** A conditional write found another version than expected (WriteOptions.expectedVersion). */
  | 'ESTALE';

const DESCRIPTIONS: Record<VfsErrorCode, string> = {
  ENOENT: 'no such file or directory',
  EEXIST: 'file already exists',
  ENOTDIR: 'not a directory',
  EISDIR: 'is a directory',
  ENOTEMPTY: 'directory not empty',
  EACCES: 'outside the workspace',
  ELOOP: 'too many levels of symbolic links',
  EINVAL: 'invalid argument',
  ESTALE: 'file changed since it was read',
};

export class VfsError extends Error {
  override readonly name = 'VfsError';

  constructor(
    readonly code: VfsErrorCode,
    readonly syscall: string,
    readonly path: string,
  ) {
    // Node's message shape (`ENOENT: no such file or directory, open '/x'`), which just-bash also parses.
    super(`${code}: ${DESCRIPTIONS[code]}, ${syscall} '${path}'`);
  }
}

export function isVfsError(error: unknown): error is VfsError {
  return error instanceof VfsError;
}
