// Read-side views of the tree: stats, walks, and the change list between two roots.
import { diffTrees } from './tree-diff';
import type { Located } from './tree';
import { fileHash, SYMLINK_MODE, type DirNode, type TreeNode } from './tree-nodes';
import { compareNames, joinPath } from './workspace-path';
import type { WalkEntry, WalkOptions, WorkspaceChange, WorkspaceStat } from './workspace';
import { assertNever } from '../common/assert-never';

export function statOf({ path, node }: Located): WorkspaceStat {
  switch (node.type) {
    case 'file':
      return {
        path,
        type: 'file',
        size: node.bytes.length,
        version: node.version,
        // A getter (own and enumerable, so JSON and structured clones still carry it): a write's returned
        // stat costs no hashing unless someone reads the hash, and then only once per version (memoized).
        get contentHash() {
          return fileHash(node);
        },
        mtimeMs: node.mtimeMs,
        mode: node.mode,
      };
    case 'directory':
      return {
        path,
        type: 'directory',
        size: 0,
        version: node.version,
        contentHash: '',
        mtimeMs: node.mtimeMs,
        mode: node.mode,
      };
    case 'symlink':
      return {
        path,
        type: 'symlink',
        size: node.target.length,
        version: node.version,
        contentHash: '',
        mtimeMs: node.mtimeMs,
        mode: SYMLINK_MODE,
      };
    default:
      return assertNever(node);
  }
}

export function changesOfDiff(before: DirNode, after: DirNode): WorkspaceChange[] {
  return diffTrees(before, after).map(({ path, before: old, after: now }) => ({
    path,
    kind: old === undefined ? 'create' : now === undefined ? 'delete' : 'modify',
    nodeType: (now ?? old)!.type,
    oldVersion: old?.version ?? null,
    newVersion: now?.version ?? null,
  }));
}

export function collectWalk(path: string, dir: DirNode, options: WalkOptions): WalkEntry[] {
  const out: WalkEntry[] = [];
  const visit = (dirPath: string, node: DirNode) => {
    for (const name of pathOrder(node)) {
      const child = node.children.get(name)!;
      const entry: WalkEntry = { path: joinPath(dirPath, name), name, type: child.type, size: sizeOf(child) };
      out.push(entry);
      if (child.type === 'directory' && (options.descend?.(entry) ?? true)) visit(entry.path, child);
    }
  };
  visit(path, dir);
  return out;
}

/**
 * Children in the order that makes a pre-order walk list full paths in code-point order: a folder sorts as
 * its name plus '/', so `a.txt` comes before `a/x` exactly as the strings compare. Search results are then
 * sorted by path without a separate sort.
 */
function pathOrder(dir: DirNode): string[] {
  const key = (name: string) => (dir.children.get(name)!.type === 'directory' ? `${name}/` : name);
  return [...dir.children.keys()].sort((a, b) => compareNames(key(a), key(b)));
}

function sizeOf(node: TreeNode): number {
  return node.type === 'file' ? node.bytes.length : node.type === 'symlink' ? node.target.length : 0;
}
