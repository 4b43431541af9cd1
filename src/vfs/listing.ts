// What a file tree draws: every node's path, type, size and version, without contents. A listing of 10,000
// files is a few hundred kilobytes where the snapshot is megabytes, so the page can take one after every
// change; it reads a file's content only when it opens it (`entryOfTree`).
import { entryOfNode } from './snapshot';
import type { SnapshotEntry } from './snapshot-format';
import { listSubtree } from './tree-diff';
import type { DirNode, TreeNode } from './tree-nodes';
import type { NodeType } from './workspace-change';
import { toWorkspaceRelative, WORKSPACE_ROOT } from './workspace-path';

export interface ListingEntry {
  readonly type: NodeType;
  /** Relative to the root, as snapshots name entries. */
  readonly path: string;
  /** Bytes for files, the target's length for symlinks, 0 for folders. */
  readonly size: number;
  /** The node's version: a file with the same version has the same content. */
  readonly version: number;
}

/** Every node below the root in sorted depth-first pre-order (parents before children), as snapshots list them. */
export function listingOfTree(root: DirNode): ListingEntry[] {
  const entries: ListingEntry[] = [];
  listSubtree(WORKSPACE_ROOT, root, (path, node) => {
    if (path !== WORKSPACE_ROOT)
      entries.push({
        type: node.type,
        path: toWorkspaceRelative(path),
        size: sizeOf(node),
        version: node.version,
      });
  });
  return entries;
}

/** One node as a snapshot entry (content included), or null when nothing is there. Symlinks are not followed. */
export function entryOfTree(root: DirNode, relativePath: string): SnapshotEntry | null {
  let node: TreeNode = root;
  for (const name of relativePath.split('/')) {
    if (node.type !== 'directory' || name === '' || name === '.' || name === '..') return null;
    const child = node.children.get(name);
    if (child === undefined) return null;
    node = child;
  }
  return node === root ? null : entryOfNode(relativePath, node);
}

function sizeOf(node: TreeNode): number {
  switch (node.type) {
    case 'file':
      return node.bytes.length;
    case 'symlink':
      return node.target.length;
    case 'directory':
      return 0;
  }
}
