// Node only (the sh CLI, differential tests, benchmarks): copies a folder from disk into a workspace, so a
// person can try the emulated shell on their own project. Symlinks are kept as links; other specials skipped.
import { readdir, readFile, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Workspace } from '../../vfs';
import { WORKSPACE_ROOT } from '../../vfs';

export interface LoadFolderOptions {
  /** Folder names to skip anywhere in the tree (default: .git and node_modules). */
  readonly skip?: ReadonlySet<string>;
}

export async function loadFolderIntoWorkspace(
  workspace: Workspace,
  folder: string,
  options: LoadFolderOptions = {},
): Promise<number> {
  const skip = options.skip ?? new Set(['.git', 'node_modules']);
  let files = 0;
  const visit = async (diskDir: string, workspaceDir: string): Promise<void> => {
    const entries = await readdir(diskDir, { withFileTypes: true });
    for (const entry of entries) {
      const diskPath = join(diskDir, entry.name);
      const target = `${workspaceDir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (skip.has(entry.name)) continue;
        await workspace.mkdir(target, { recursive: true });
        await visit(diskPath, target);
      } else if (entry.isFile()) {
        await workspace.writeFile(target, new Uint8Array(await readFile(diskPath)), { createParents: true });
        files++;
      } else if (entry.isSymbolicLink()) {
        await workspace.symlink(await readlink(diskPath), target);
      }
    }
  };
  await visit(folder, WORKSPACE_ROOT);
  return files;
}
