// Converts between the tree and the JSON snapshot document (snapshot-format.ts).
import { base64ToBytes, bytesToBase64 } from '../common/base64';
import { listSubtree } from './tree-diff';
import {
  DEFAULT_DIR_MODE,
  DEFAULT_FILE_MODE,
  encodeUtf8,
  fileIsBinary,
  makeDir,
  makeFile,
  type DirNode,
  type TreeNode,
} from './tree-nodes';
import { VfsError } from './vfs-error';
import {
  SNAPSHOT_FORMAT,
  SNAPSHOT_FORMAT_VERSION,
  type SnapshotEntry,
  type WorkspaceSnapshot,
} from './snapshot-format';
import {
  normalizePosixPath,
  parentPath,
  toWorkspaceRelative,
  WORKSPACE_ROOT,
  baseName,
} from './workspace-path';
import { assertNever } from '../common/assert-never';
import { entriesOfFiles, type WorkspaceFiles } from './workspace-files';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function snapshotOfTree(root: DirNode): WorkspaceSnapshot {
  const entries: SnapshotEntry[] = [];
  listSubtree(WORKSPACE_ROOT, root, (path, node) => {
    if (path !== WORKSPACE_ROOT) entries.push(entryOfNode(toWorkspaceRelative(path), node));
  });
  return { format: SNAPSHOT_FORMAT, formatVersion: SNAPSHOT_FORMAT_VERSION, entries };
}

/** One node as a snapshot entry: text files as UTF-8, others as base64. */
export function entryOfNode(path: string, node: TreeNode): SnapshotEntry {
  switch (node.type) {
    case 'directory':
      return { type: 'directory', path, mode: node.mode, mtimeMs: node.mtimeMs };
    case 'symlink':
      return { type: 'symlink', path, target: node.target, mtimeMs: node.mtimeMs };
    case 'file': {
      const text = fileIsBinary(node) ? undefined : decodeStrict(node.bytes);
      return text === undefined
        ? {
            type: 'file',
            path,
            mode: node.mode,
            mtimeMs: node.mtimeMs,
            encoding: 'base64',
            content: bytesToBase64(node.bytes),
          }
        : { type: 'file', path, mode: node.mode, mtimeMs: node.mtimeMs, encoding: 'utf8', content: text };
    }
    default:
      return assertNever(node);
  }
}

function decodeStrict(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined; // not valid UTF-8: the snapshot carries it as base64
  }
}

/**
 * Builds a root directory from a snapshot. Every node gets a fresh version from `nextVersion`, so a Read
 * lock taken before a restore never matches afterwards. Throws EINVAL for a malformed document: snapshots
 * come from our own code or a validated session file, never from a model.
 */
export function treeFromSnapshot(
  snapshot: WorkspaceSnapshot | WorkspaceFiles,
  nextVersion: () => number,
  nowMs: number,
  owner: object,
): DirNode {
  if (isFiles(snapshot)) return treeOf(filesNodes(snapshot, owner), nextVersion, nowMs, owner);
  if (snapshot.format !== SNAPSHOT_FORMAT || snapshot.formatVersion !== SNAPSHOT_FORMAT_VERSION) {
    throw new VfsError('EINVAL', 'restore', `${String(snapshot.format)}@${String(snapshot.formatVersion)}`);
  }
  const nodes = snapshot.entries.map((entry) => ({
    path: entry.path,
    node: (version: number) => nodeOf(entry, version, owner),
  }));
  return treeOf(nodes, nextVersion, nowMs, owner);
}

function isFiles(from: WorkspaceSnapshot | WorkspaceFiles): from is WorkspaceFiles {
  return 'kind' in from && from.kind === 'files';
}

interface PlacedNode {
  readonly path: string;
  readonly node: (version: number) => TreeNode;
}

/** The root, then every node in order (parents first), each with the next version. */
function treeOf(
  nodes: Iterable<PlacedNode>,
  nextVersion: () => number,
  nowMs: number,
  owner: object,
): DirNode {
  const root = makeDir(nextVersion(), nowMs, DEFAULT_DIR_MODE, owner);
  const dirs = new Map<string, DirNode>([[WORKSPACE_ROOT, root]]);
  for (const placed of nodes) {
    const path = normalizePosixPath(`${WORKSPACE_ROOT}/${placed.path}`);
    const parent = dirs.get(parentPath(path));
    if (parent === undefined || path === WORKSPACE_ROOT || placed.path.split('/').includes('..')) {
      throw new VfsError('EINVAL', 'restore', placed.path);
    }
    const node = placed.node(nextVersion());
    if (node.type === 'directory') dirs.set(path, node);
    parent.children.set(baseName(path), node);
  }
  return root;
}

function* filesNodes(from: WorkspaceFiles, owner: object): Generator<PlacedNode> {
  for (const entry of entriesOfFiles(from.files)) {
    yield {
      path: entry.path,
      node:
        entry.type === 'directory'
          ? (version) => makeDir(version, from.mtimeMs, DEFAULT_DIR_MODE, owner)
          : (version) => makeFile(entry.bytes, version, from.mtimeMs, DEFAULT_FILE_MODE),
    };
  }
}

function nodeOf(entry: SnapshotEntry, version: number, owner: object): TreeNode {
  switch (entry.type) {
    case 'directory':
      return makeDir(version, entry.mtimeMs, entry.mode, owner);
    case 'symlink':
      return { type: 'symlink', target: entry.target, version, mtimeMs: entry.mtimeMs };
    case 'file': {
      const decoded =
        entry.encoding === 'utf8'
          ? { ok: true, bytes: encodeUtf8(entry.content) }
          : base64ToBytes(entry.content);
      if (!decoded.ok) throw new VfsError('EINVAL', 'restore', entry.path);
      const file = makeFile(decoded.bytes, version, entry.mtimeMs, entry.mode ?? DEFAULT_FILE_MODE);
      // The text is already at hand: memoizing it spares the first Grep a decode.
      if (entry.encoding === 'utf8') file.memo.text = entry.content;
      return file;
    }
    default:
      return assertNever(entry);
  }
}
