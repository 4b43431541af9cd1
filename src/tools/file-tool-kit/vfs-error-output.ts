// The boundary where the workspace's errno-style failures become ToolResult errors a model can act on.
import { toolError, type ToolErrorCode, type ToolOutput } from '../../engine/protocol/tool-result';
import { isVfsError, type VfsErrorCode } from '../../vfs';
import { assertNever } from '../../common/assert-never';

const TOOL_CODE: Record<VfsErrorCode, ToolErrorCode> = {
  ENOENT: 'NOT_FOUND',
  ENOTDIR: 'NOT_FOUND',
  EISDIR: 'IS_DIRECTORY',
  EACCES: 'ACCESS_DENIED',
  ELOOP: 'ACCESS_DENIED',
  EEXIST: 'CONFLICT',
  ENOTEMPTY: 'CONFLICT',
  EINVAL: 'INVALID_PARAM',
  ESTALE: 'CONFLICT',
};

function explain(code: VfsErrorCode, displayPath: string): string {
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return `Not found: ${displayPath} does not exist. Use Glob or LS to find the right path.`;
    case 'EISDIR':
      return `${displayPath} is a folder, not a file. Use LS to list it.`;
    case 'EACCES':
      return `Access denied: ${displayPath} leads outside the workspace (a symlink pointing out of /workspace).`;
    case 'ELOOP':
      return `Access denied: ${displayPath} goes through a symlink loop.`;
    case 'EEXIST':
      return `${displayPath} already exists.`;
    case 'ENOTEMPTY':
      return `${displayPath} is a folder that is not empty.`;
    case 'EINVAL':
      return `${displayPath} cannot be used here.`;
    case 'ESTALE':
      return `${displayPath} has been modified since you read it. Read the file again, then retry.`;
    default:
      return assertNever(code);
  }
}

/** Runs a file operation; a VfsError becomes a ToolOutput error, anything else (a bug) propagates. */
export async function withFsErrors(
  displayPath: string,
  body: () => Promise<ToolOutput>,
): Promise<ToolOutput> {
  try {
    return await body();
  } catch (error) {
    if (!isVfsError(error)) throw error;
    return toolError(TOOL_CODE[error.code], explain(error.code, displayPath), { path: displayPath });
  }
}
