// A changeset from the workspace's current state: the final state of given paths (what persistence journals,
// and what a shell replica needs after changes made outside it), or of every node (a base pack).
import type { Changeset, ChangesetEntry } from './changeset';
import { isVfsError } from './vfs-error';
import type { Workspace } from './workspace';
import { WORKSPACE_ROOT } from './workspace-path';
import { assertNever } from '../common/assert-never';

export async function entryAt(workspace: Workspace, path: string): Promise<ChangesetEntry> {
  let stat;
  try {
    // lstat follows links in the parent folders (POSIX), but a changeset records nodes of the tree: `b/a`
    // after `b` became a link is gone, not whatever the link leads to (or an ELOOP when it leads to itself).
    if (!(await underRealFolders(workspace, path))) return { type: 'delete', path };
    stat = await workspace.lstat(path);
  } catch (error) {
    if (isVfsError(error) && (error.code === 'ENOENT' || error.code === 'ENOTDIR'))
      return { type: 'delete', path };
    throw error;
  }
  switch (stat.type) {
    case 'file':
      return {
        type: 'file',
        path,
        bytes: await workspace.readFile(path),
        mode: stat.mode,
        mtimeMs: stat.mtimeMs,
      };
    case 'directory':
      return { type: 'directory', path, mode: stat.mode, mtimeMs: stat.mtimeMs };
    case 'symlink':
      return { type: 'symlink', path, target: await workspace.readlink(path), mtimeMs: stat.mtimeMs };
    default:
      return assertNever(stat.type);
  }
}

/** Is every folder between the workspace root and `path` a real folder (not a link, not a file)? */
async function underRealFolders(workspace: Workspace, path: string): Promise<boolean> {
  const prefix = `${WORKSPACE_ROOT}/`;
  if (!path.startsWith(prefix)) return true;
  const names = path.slice(prefix.length).split('/');
  let ancestor = WORKSPACE_ROOT;
  for (const name of names.slice(0, -1)) {
    ancestor = `${ancestor}/${name}`;
    // Each ancestor's own parents were checked in the previous rounds, so lstat sees the node itself.
    if ((await workspace.lstat(ancestor)).type !== 'directory') return false;
  }
  return true;
}

/** Final states of changed paths in a replayable order: deletions deepest first, then parents before children. */
export async function entriesOfPaths(
  workspace: Workspace,
  paths: Iterable<string>,
): Promise<ChangesetEntry[]> {
  const entries = await Promise.all([...paths].map((path) => entryAt(workspace, path)));
  const deletions = entries.filter((e) => e.type === 'delete').sort((a, b) => compare(b.path, a.path));
  const puts = entries.filter((e) => e.type !== 'delete').sort((a, b) => compare(a.path, b.path));
  return [...deletions, ...puts];
}

/** Every node, e.g. for a base pack or to seed a replica. */
export async function entriesOfWorkspace(workspace: Workspace): Promise<ChangesetEntry[]> {
  const paths: string[] = [];
  for await (const entry of workspace.walk(WORKSPACE_ROOT)) paths.push(entry.path);
  return entriesOfPaths(workspace, paths);
}

/** Parents before children: a path sorts before every path below it when '/' sorts lowest. */
function compare(a: string, b: string): number {
  const ka = a.replaceAll('/', '\0');
  const kb = b.replaceAll('/', '\0');
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** `entriesOfPaths` as a Changeset, ready for `applyChangeset` on another workspace (a shell replica). */
export async function changesetOfPaths(workspace: Workspace, paths: Iterable<string>): Promise<Changeset> {
  return { entries: await entriesOfPaths(workspace, paths) };
}
