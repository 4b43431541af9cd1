// The tree's mutations with POSIX semantics, synchronous, each returning the changes it made (one per node,
// with versions). MemoryWorkspace wraps them in promises and events; changesets replay them in one step.
import { listSubtree } from './tree-diff';
import type { Tree } from './tree';
import { DEFAULT_DIR_MODE, DEFAULT_FILE_MODE, makeFile, type FileNode, type TreeNode } from './tree-nodes';
import { VfsError } from './vfs-error';
import {
  baseName,
  isInsideWorkspace,
  joinPath,
  normalizePosixPath,
  parentPath,
  workspaceSegments,
  WORKSPACE_ROOT,
} from './workspace-path';
import type { NodeType, RemoveOptions, WorkspaceChange, WriteOptions } from './workspace';
import { assertNever } from '../common/assert-never';

const MAX_SYMLINK_HOPS = 40;

export class TreeEditor {
  constructor(private readonly tree: Tree) {}

  /** Writes through symlinks (also dangling ones, creating their target), like open(O_CREAT). */
  writeFile(
    path: string,
    bytes: Uint8Array,
    options: WriteOptions,
  ): { changes: WorkspaceChange[]; path: string } {
    const changes: WorkspaceChange[] = [];
    let target = this.tree.absolute(path, 'open');
    for (let hops = 0; hops <= MAX_SYMLINK_HOPS; hops++) {
      const existing = this.tree.tryLocate(target, true, 'open');
      if (existing !== undefined) {
        if (existing.node.type === 'directory') throw new VfsError('EISDIR', 'open', path);
        const old = existing.node as FileNode;
        if (options.expectedVersion !== undefined && options.expectedVersion !== old.version) {
          throw new VfsError('ESTALE', 'open', path);
        }
        const node = makeFile(
          bytes,
          this.tree.nextVersion(),
          this.tree.clock.nowMs(),
          options.mode ?? old.mode,
        );
        this.setChild(existing.path, node);
        changes.push(change(existing.path, 'modify', 'file', old.version, node.version));
        return { changes, path: existing.path };
      }
      // Checked before any folder is created, so a refused write leaves no trace.
      if (options.expectedVersion !== undefined && options.expectedVersion !== null) {
        throw new VfsError('ESTALE', 'open', path);
      }
      if (options.createParents === true && hops === 0) {
        changes.push(...this.mkdir(parentPath(target), true));
      }
      const slot = this.tree.locateSlot(target, 'open');
      const parent = this.tree.locate(slot.parent, true, 'open').node;
      const dangling = parent.type === 'directory' ? parent.children.get(slot.name) : undefined;
      if (dangling?.type === 'symlink') {
        target = linkTarget(slot.parent, dangling.target, path);
        continue;
      }
      const createdPath = joinPath(slot.parent, slot.name);
      const node = makeFile(
        bytes,
        this.tree.nextVersion(),
        this.tree.clock.nowMs(),
        options.mode ?? DEFAULT_FILE_MODE,
      );
      this.setChild(createdPath, node);
      changes.push(change(createdPath, 'create', 'file', null, node.version));
      return { changes, path: createdPath };
    }
    throw new VfsError('ELOOP', 'open', path);
  }

  mkdir(path: string, recursive: boolean, mode = DEFAULT_DIR_MODE, mtimeMs?: number): WorkspaceChange[] {
    const absolute = this.tree.absolute(path, 'mkdir');
    if (!recursive) {
      if (this.lookupSlot(absolute, 'mkdir') !== undefined) throw new VfsError('EEXIST', 'mkdir', path);
      return [this.createDir(absolute, mode, mtimeMs)];
    }
    const changes: WorkspaceChange[] = [];
    let prefix = WORKSPACE_ROOT;
    for (const segment of workspaceSegments(absolute)) {
      prefix = joinPath(prefix, segment);
      const existing = this.tree.tryLocate(prefix, true, 'mkdir');
      if (existing === undefined) changes.push(this.createDir(prefix, mode));
      else if (existing.node.type !== 'directory') {
        throw new VfsError(prefix === absolute ? 'EEXIST' : 'ENOTDIR', 'mkdir', path);
      }
    }
    return changes;
  }

  rm(path: string, options: RemoveOptions): WorkspaceChange[] {
    const absolute = this.tree.absolute(path, 'rm');
    if (absolute === WORKSPACE_ROOT) throw new VfsError('EINVAL', 'rm', path);
    const found = this.tree.tryLocate(absolute, false, 'rm');
    if (found === undefined) {
      if (options.force === true) return [];
      throw new VfsError('ENOENT', 'rm', path);
    }
    if (found.node.type === 'directory' && options.recursive !== true) {
      throw new VfsError(found.node.children.size > 0 ? 'ENOTEMPTY' : 'EISDIR', 'rm', path);
    }
    this.tree.writableDir(parentPath(found.path)).children.delete(baseName(found.path));
    return deletions(found.path, found.node);
  }

  rename(from: string, to: string): WorkspaceChange[] {
    const source = this.tree.locate(from, false, 'rename');
    if (source.path === WORKSPACE_ROOT) throw new VfsError('EINVAL', 'rename', from);
    const slot = this.tree.locateSlot(to, 'rename');
    const destination = joinPath(slot.parent, slot.name);
    if (destination === source.path) return [];
    if (source.node.type === 'directory' && destination.startsWith(`${source.path}/`)) {
      throw new VfsError('EINVAL', 'rename', to);
    }
    const changes: WorkspaceChange[] = [];
    const existing = this.lookupSlot(destination, 'rename');
    if (existing !== undefined) {
      if (source.node.type === 'directory' && existing.type !== 'directory')
        throw new VfsError('ENOTDIR', 'rename', to);
      if (source.node.type !== 'directory' && existing.type === 'directory')
        throw new VfsError('EISDIR', 'rename', to);
      if (existing.type === 'directory' && existing.children.size > 0)
        throw new VfsError('ENOTEMPTY', 'rename', to);
      changes.push(...deletions(destination, existing));
    }
    this.tree.writableDir(parentPath(source.path)).children.delete(baseName(source.path));
    this.tree.writableDir(slot.parent).children.set(slot.name, source.node);
    // The moved nodes keep their versions: versions are unique workspace-wide, so a lock taken on the old
    // occupant of `to` still fails, and no path ever sees a version twice.
    changes.push(...deletions(source.path, source.node));
    listSubtree(destination, source.node, (p, n) =>
      changes.push(change(p, 'create', n.type, null, n.version)),
    );
    return changes;
  }

  copy(from: string, to: string, recursive: boolean): WorkspaceChange[] {
    const source = this.tree.locate(from, true, 'copyfile');
    if (source.node.type === 'directory' && !recursive) throw new VfsError('EISDIR', 'copyfile', from);
    const destination = this.tree.absolute(to, 'copyfile');
    if (
      source.node.type === 'directory' &&
      (destination === source.path || destination.startsWith(`${source.path}/`))
    ) {
      throw new VfsError('EINVAL', 'copyfile', to);
    }
    return this.copyNode(source.node, destination);
  }

  private copyNode(node: TreeNode, destination: string): WorkspaceChange[] {
    switch (node.type) {
      case 'file':
        return this.writeFile(destination, node.bytes, { mode: node.mode }).changes;
      case 'symlink':
        return this.placeSymlink(destination, node.target);
      case 'directory': {
        const changes = this.mkdir(destination, true, node.mode);
        for (const [name, child] of node.children)
          changes.push(...this.copyNode(child, joinPath(destination, name)));
        return changes;
      }
      default:
        return assertNever(node);
    }
  }

  symlink(target: string, path: string): WorkspaceChange[] {
    const absolute = this.tree.absolute(path, 'symlink');
    if (this.lookupSlot(absolute, 'symlink') !== undefined) throw new VfsError('EEXIST', 'symlink', path);
    return this.placeSymlink(absolute, target);
  }

  /** chmod / utimes: a new node with the same content and a new version. */
  setMeta(path: string, patch: { readonly mode?: number; readonly mtimeMs?: number }): WorkspaceChange[] {
    const found = this.tree.locate(path, true, 'chmod');
    const old = found.node;
    if (old.type === 'directory') {
      const updated = this.tree.replaceDirMeta(found.path, patch);
      return [change(found.path, 'modify', 'directory', old.version, updated.version)];
    }
    const version = this.tree.nextVersion();
    const node: TreeNode = { ...old, ...patch, version };
    this.setChild(found.path, node);
    return [change(found.path, 'modify', old.type, old.version, version)];
  }

  /** Puts a symlink at a path, replacing a file or link already there (changesets, copies). */
  placeSymlink(path: string, target: string, mtimeMs = this.tree.clock.nowMs()): WorkspaceChange[] {
    const slot = this.tree.locateSlot(path, 'symlink');
    const at = joinPath(slot.parent, slot.name);
    const old = this.lookupSlot(at, 'symlink');
    if (old?.type === 'directory') throw new VfsError('EISDIR', 'symlink', path);
    const node: TreeNode = {
      type: 'symlink',
      target,
      version: this.tree.nextVersion(),
      mtimeMs,
    };
    this.setChild(at, node);
    return [
      change(at, old === undefined ? 'create' : 'modify', 'symlink', old?.version ?? null, node.version),
    ];
  }

  /** Puts a file at a path without following a final symlink (changesets state the final node). */
  placeFile(
    path: string,
    bytes: Uint8Array,
    mode: number,
    mtimeMs = this.tree.clock.nowMs(),
  ): WorkspaceChange[] {
    const slot = this.tree.locateSlot(path, 'open');
    const at = joinPath(slot.parent, slot.name);
    const old = this.lookupSlot(at, 'open');
    if (old?.type === 'directory') throw new VfsError('EISDIR', 'open', path);
    const node = makeFile(bytes, this.tree.nextVersion(), mtimeMs, mode);
    this.setChild(at, node);
    return [change(at, old === undefined ? 'create' : 'modify', 'file', old?.version ?? null, node.version)];
  }

  /** The node at a path's slot (a final symlink itself, not its target), or undefined. */
  lookupSlot(path: string, syscall: string): TreeNode | undefined {
    const slot = this.tree.locateSlot(path, syscall);
    const parent = this.tree.locate(slot.parent, true, syscall).node;
    return parent.type === 'directory' ? parent.children.get(slot.name) : undefined;
  }

  private createDir(path: string, mode: number, mtimeMs?: number): WorkspaceChange {
    const slot = this.tree.locateSlot(path, 'mkdir');
    const at = joinPath(slot.parent, slot.name);
    const dir = this.tree.newDir(mode, mtimeMs);
    this.tree.writableDir(slot.parent).children.set(slot.name, dir);
    return change(at, 'create', 'directory', null, dir.version);
  }

  private setChild(canonicalPath: string, node: TreeNode): void {
    this.tree.writableDir(parentPath(canonicalPath)).children.set(baseName(canonicalPath), node);
  }
}

function linkTarget(linkDir: string, target: string, originalPath: string): string {
  const resolved = normalizePosixPath(target.startsWith('/') ? target : `${linkDir}/${target}`);
  if (!isInsideWorkspace(resolved)) throw new VfsError('EACCES', 'open', originalPath);
  return resolved;
}

function deletions(path: string, node: TreeNode): WorkspaceChange[] {
  const changes: WorkspaceChange[] = [];
  listSubtree(path, node, (p, n) => changes.push(change(p, 'delete', n.type, n.version, null)));
  return changes.reverse(); // deepest first, as `rm -r` removes them
}

function change(
  path: string,
  kind: WorkspaceChange['kind'],
  nodeType: NodeType,
  oldVersion: number | null,
  newVersion: number | null,
): WorkspaceChange {
  return { path, kind, nodeType, oldVersion, newVersion };
}
