// Differences between two trees that share nodes (a tree and its fork, or before and after a restore).
// Identical node objects are skipped without looking inside, so a view that changed three files costs three
// paths' worth of work however large the workspace is.
import { compareNames, joinPath, WORKSPACE_ROOT } from './workspace-path';
import type { DirNode, TreeNode } from './tree-nodes';

export interface NodeDifference {
  readonly path: string;
  /** Absent: the node was created. */
  readonly before?: TreeNode;
  /** Absent: the node was deleted. */
  readonly after?: TreeNode;
}

/**
 * Lists every path whose node differs, deletions deepest first, then creations and updates in pre-order
 * (parents before children): the order in which applying them is always valid.
 */
export function diffTrees(before: DirNode, after: DirNode): NodeDifference[] {
  const deletions: NodeDifference[] = [];
  const upserts: NodeDifference[] = [];
  compareDirs(WORKSPACE_ROOT, before, after, deletions, upserts);
  deletions.reverse();
  return [...deletions, ...upserts];
}

function compareDirs(
  path: string,
  before: DirNode,
  after: DirNode,
  deletions: NodeDifference[],
  upserts: NodeDifference[],
): void {
  const names = new Set([...before.children.keys(), ...after.children.keys()]);
  for (const name of [...names].sort(compareNames)) {
    const oldNode = before.children.get(name);
    const newNode = after.children.get(name);
    if (oldNode === newNode) continue;
    const childPath = joinPath(path, name);
    if (oldNode?.type === 'directory' && newNode?.type === 'directory') {
      if (oldNode.mode !== newNode.mode || oldNode.mtimeMs !== newNode.mtimeMs) {
        upserts.push({ path: childPath, before: oldNode, after: newNode });
      }
      compareDirs(childPath, oldNode, newNode, deletions, upserts);
      continue;
    }
    if (oldNode !== undefined && newNode !== undefined && oldNode.type === newNode.type) {
      upserts.push({ path: childPath, before: oldNode, after: newNode });
      continue;
    }
    if (oldNode !== undefined)
      listSubtree(childPath, oldNode, (p, n) => deletions.push({ path: p, before: n }));
    if (newNode !== undefined) listSubtree(childPath, newNode, (p, n) => upserts.push({ path: p, after: n }));
  }
}

/** Visits a node and its descendants in sorted pre-order. */
export function listSubtree(
  path: string,
  node: TreeNode,
  visit: (path: string, node: TreeNode) => void,
): void {
  visit(path, node);
  if (node.type !== 'directory') return;
  for (const name of [...node.children.keys()].sort(compareNames)) {
    listSubtree(joinPath(path, name), node.children.get(name)!, visit);
  }
}
