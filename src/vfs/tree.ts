// The authoritative in-memory tree, synchronous. Directories are copied on write along the path from the
// root ("path copying"): a tree owns the directories stamped with its token and may mutate them in place;
// any other directory is shared (with a fork, a saved root for rollback) and is cloned before a change.
// Forking and rolling back are therefore O(1), and diffing two trees only walks what differs.
import { VfsError } from './vfs-error';
import {
  WORKSPACE_ROOT,
  isInsideWorkspace,
  joinPath,
  normalizePosixPath,
  parentPath,
  baseName,
  workspaceSegments,
} from './workspace-path';
import { DEFAULT_DIR_MODE, makeDir, type DirNode, type TreeNode } from './tree-nodes';
import type { VirtualClock } from './workspace';

/** Linux's limit on symlinks followed while resolving one path. */
const MAX_SYMLINK_HOPS = 40;

export interface Located {
  /** Canonical absolute path (no symlinks in it, except a final one when not followed). */
  readonly path: string;
  readonly node: TreeNode;
}

export class Tree {
  root: DirNode;
  /** Identity of this tree for copy-on-write: directories stamped with it are ours to mutate. */
  private token: object = {};
  private versionCounter: number;

  constructor(
    readonly clock: VirtualClock,
    root?: DirNode,
    versionCounter = 0,
  ) {
    this.versionCounter = versionCounter;
    this.root = root ?? makeDir(this.nextVersion(), clock.nowMs(), DEFAULT_DIR_MODE, this.token);
  }

  nextVersion(): number {
    return ++this.versionCounter;
  }

  get currentVersion(): number {
    return this.versionCounter;
  }

  /** Makes every current directory shared; the next change to each copies it. */
  freeze(): void {
    this.token = {};
  }

  /** A second tree sharing every node with this one; both copy on write from now on. */
  fork(): Tree {
    this.freeze();
    return new Tree(this.clock, this.root, this.versionCounter);
  }

  /** Rolls back to a root saved before a failed multi-step change (after `freeze()`). */
  resetRoot(root: DirNode, versionCounter: number): void {
    this.root = root;
    this.versionCounter = versionCounter;
    this.freeze();
  }

  /** Normalizes an absolute or root-relative path; EACCES outside the root. */
  absolute(path: string, syscall: string): string {
    const normalized = normalizePosixPath(path.startsWith('/') ? path : `${WORKSPACE_ROOT}/${path}`);
    if (!isInsideWorkspace(normalized)) throw new VfsError('EACCES', syscall, path);
    return normalized;
  }

  /** Finds a node, following symlinks (the last one too when `followLast`). */
  locate(path: string, followLast: boolean, syscall: string): Located {
    const found = this.tryLocate(path, followLast, syscall);
    if (found === undefined) throw new VfsError('ENOENT', syscall, path);
    return found;
  }

  /** Like locate, but undefined when the last component (or a parent) does not exist. */
  tryLocate(path: string, followLast: boolean, syscall: string): Located | undefined {
    let pending = workspaceSegments(this.absolute(path, syscall));
    let node: TreeNode = this.root;
    let current = WORKSPACE_ROOT;
    let hops = 0;
    while (pending.length > 0) {
      const [segment, ...rest] = pending as [string, ...string[]];
      if (node.type !== 'directory') throw new VfsError('ENOTDIR', syscall, path);
      const child = node.children.get(segment);
      if (child === undefined) return undefined;
      if (child.type === 'symlink' && (rest.length > 0 || followLast)) {
        if (++hops > MAX_SYMLINK_HOPS) throw new VfsError('ELOOP', syscall, path);
        const target = normalizePosixPath(
          child.target.startsWith('/') ? child.target : `${current}/${child.target}`,
        );
        if (!isInsideWorkspace(target)) throw new VfsError('EACCES', syscall, path);
        pending = [...workspaceSegments(target), ...rest];
        node = this.root;
        current = WORKSPACE_ROOT;
        continue;
      }
      node = child;
      current = joinPath(current, segment);
      pending = rest;
    }
    return { path: current, node };
  }

  /**
   * Where a new node named by `path` goes: the canonical parent folder (which must exist) and the name.
   * A final symlink is not followed, so `ln -s` and `rm link` act on the link itself.
   */
  locateSlot(path: string, syscall: string): { readonly parent: string; readonly name: string } {
    const absolute = this.absolute(path, syscall);
    if (absolute === WORKSPACE_ROOT) throw new VfsError('EINVAL', syscall, path);
    const parent = this.locate(parentPath(absolute), true, syscall);
    if (parent.node.type !== 'directory') throw new VfsError('ENOTDIR', syscall, path);
    return { parent: parent.path, name: baseName(absolute) };
  }

  /** The directory at a canonical path, copied along the way so this tree may mutate it. */
  writableDir(canonicalPath: string): DirNode {
    if (this.root.owner !== this.token) this.root = this.copyDir(this.root);
    let dir = this.root;
    for (const segment of workspaceSegments(canonicalPath)) {
      const child = dir.children.get(segment);
      if (child?.type !== 'directory') throw new VfsError('ENOTDIR', 'write', canonicalPath);
      if (child.owner === this.token) {
        dir = child;
        continue;
      }
      const copy = this.copyDir(child);
      dir.children.set(segment, copy);
      dir = copy;
    }
    return dir;
  }

  /** A copy of a directory owned by this tree, for metadata changes (chmod, utimes). */
  replaceDirMeta(canonicalPath: string, patch: { mode?: number; mtimeMs?: number }): DirNode {
    const dir = this.writableDir(canonicalPath);
    const updated: DirNode = { ...dir, ...patch, version: this.nextVersion() };
    if (canonicalPath === WORKSPACE_ROOT) this.root = updated;
    else this.writableDir(parentPath(canonicalPath)).children.set(baseName(canonicalPath), updated);
    return updated;
  }

  private copyDir(dir: DirNode): DirNode {
    return { ...dir, children: new Map(dir.children), owner: this.token };
  }

  newDir(mode = DEFAULT_DIR_MODE, mtimeMs = this.clock.nowMs()): DirNode {
    return makeDir(this.nextVersion(), mtimeMs, mode, this.token);
  }
}
