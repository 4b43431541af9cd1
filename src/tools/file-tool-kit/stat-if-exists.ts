import type { Workspace, WorkspaceStat } from '../../vfs';
import { isVfsError } from '../../vfs';

/** The file's stat, or undefined when nothing exists at the path (other failures still throw). */
export async function statIfExists(workspace: Workspace, path: string): Promise<WorkspaceStat | undefined> {
  try {
    return await workspace.stat(path);
  } catch (error) {
    if (isVfsError(error) && error.code === 'ENOENT') return undefined;
    throw error;
  }
}
