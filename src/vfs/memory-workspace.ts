// The Workspace over the in-memory tree. Every public call normalizes its paths, runs synchronously on the
// tree and then reports what changed to the subscribers, so events always describe a finished operation.
import { diffTrees } from './tree-diff';
import { Tree } from './tree';
import { encodeUtf8, fileText, type DirNode, type FileNode } from './tree-nodes';
import { changesOfDiff, collectWalk, statOf } from './tree-queries';
import { entryOfTree, listingOfTree, type ListingEntry } from './listing';
import { snapshotOfTree, treeFromSnapshot } from './snapshot';
import { changesetFromDiff, applyChangesetEntries } from './changeset-apply';
import { isVfsError, VfsError } from './vfs-error';
import { compareNames } from './workspace-path';
import type { Changeset, ChangesetResult } from './changeset';
import type { WorkspaceSnapshot } from './snapshot-format';
import type { WorkspaceFiles } from './workspace-files';
import type {
  ChangeListener,
  DirEntry,
  OverlayWorkspace,
  RemoveOptions,
  VirtualClock,
  WalkEntry,
  WalkOptions,
  Workspace,
  WorkspaceChange,
  WorkspaceCheckpoint,
  WorkspaceStat,
  WriteOptions,
} from './workspace';
import { TreeEditor } from './tree-editor';

export interface MemoryWorkspaceOptions {
  readonly clock: VirtualClock;
  /** Called by `flush()`: persistence hooks in here (see persist/). */
  readonly onFlush?: () => Promise<void>;
}

export function createMemoryWorkspace(options: MemoryWorkspaceOptions): Workspace {
  return new MemoryWorkspace(new Tree(options.clock), options.onFlush);
}

export class MemoryWorkspace implements Workspace {
  private readonly listeners = new Set<ChangeListener>();
  protected readonly editor: TreeEditor;

  constructor(
    protected readonly tree: Tree,
    private readonly onFlush?: () => Promise<void>,
  ) {
    this.editor = new TreeEditor(tree);
  }

  readFile(path: string): Promise<Uint8Array> {
    return this.run(() => this.file(path, 'open').bytes.slice());
  }

  readTextFile(path: string): Promise<string> {
    return this.run(() => fileText(this.file(path, 'open')));
  }

  writeFile(path: string, data: string | Uint8Array, options: WriteOptions = {}): Promise<WorkspaceStat> {
    return this.mutate(() => {
      const bytes = typeof data === 'string' ? encodeUtf8(data) : data.slice();
      const { changes, path: written } = this.editor.writeFile(path, bytes, options);
      return { changes, value: statOf(this.tree.locate(written, false, 'open')) };
    });
  }

  mkdir(path: string, options: { readonly recursive?: boolean } = {}): Promise<void> {
    return this.mutate(() => ({
      changes: this.editor.mkdir(path, options.recursive ?? false),
      value: undefined,
    }));
  }

  rm(path: string, options: RemoveOptions = {}): Promise<void> {
    return this.mutate(() => ({ changes: this.editor.rm(path, options), value: undefined }));
  }

  rename(from: string, to: string): Promise<void> {
    return this.mutate(() => ({ changes: this.editor.rename(from, to), value: undefined }));
  }

  copy(from: string, to: string, options: { readonly recursive?: boolean } = {}): Promise<void> {
    // A recursive copy can fail half-way (a file where a folder must go): roll the tree back then.
    return this.mutate(() => ({
      changes: this.atomically(() => this.editor.copy(from, to, options.recursive ?? false)),
      value: undefined,
    }));
  }

  stat(path: string): Promise<WorkspaceStat> {
    return this.run(() => statOf(this.tree.locate(path, true, 'stat')));
  }

  lstat(path: string): Promise<WorkspaceStat> {
    return this.run(() => statOf(this.tree.locate(path, false, 'lstat')));
  }

  readdir(path: string): Promise<DirEntry[]> {
    return this.run(() => {
      const dir = this.dir(path, 'scandir');
      return [...dir.children.keys()]
        .sort(compareNames)
        .map((name) => ({ name, type: dir.children.get(name)!.type }));
    });
  }

  symlink(target: string, path: string): Promise<void> {
    return this.mutate(() => ({ changes: this.editor.symlink(target, path), value: undefined }));
  }

  readlink(path: string): Promise<string> {
    return this.run(() => {
      const { node } = this.tree.locate(path, false, 'readlink');
      if (node.type !== 'symlink') throw new VfsError('EINVAL', 'readlink', path);
      return node.target;
    });
  }

  realpath(path: string): Promise<string> {
    return this.run(() => this.tree.locate(path, true, 'realpath').path);
  }

  exists(path: string): Promise<boolean> {
    return this.run(() => {
      try {
        return this.tree.tryLocate(path, true, 'access') !== undefined;
      } catch (error) {
        if (isVfsError(error)) return false;
        throw error;
      }
    });
  }

  chmod(path: string, mode: number): Promise<void> {
    return this.mutate(() => ({ changes: this.editor.setMeta(path, { mode }), value: undefined }));
  }

  utimes(path: string, mtimeMs: number): Promise<void> {
    return this.mutate(() => ({ changes: this.editor.setMeta(path, { mtimeMs }), value: undefined }));
  }

  walk(path: string, options: WalkOptions = {}): AsyncIterable<WalkEntry> {
    // Collected synchronously from one root: a walk sees one consistent tree even if writes interleave,
    // and a bad path rejects on the first iteration, like a failing readdir.
    const collect = () =>
      this.run(() => {
        const start = this.tree.locate(path, true, 'scandir');
        if (start.node.type !== 'directory') throw new VfsError('ENOTDIR', 'scandir', path);
        return collectWalk(start.path, start.node, options);
      });
    return {
      async *[Symbol.asyncIterator]() {
        yield* await collect();
      },
    };
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(): Promise<WorkspaceSnapshot> {
    return this.run(() => snapshotOfTree(this.tree.root));
  }

  restore(snapshot: WorkspaceSnapshot | WorkspaceFiles): Promise<void> {
    return this.mutate(() => {
      const before = this.tree.root;
      this.tree.freeze();
      const root = treeFromSnapshot(snapshot, () => this.tree.nextVersion(), this.tree.clock.nowMs(), {});
      this.tree.resetRoot(root, this.tree.currentVersion);
      return { changes: changesOfDiff(before, root), value: undefined };
    });
  }

  checkpoint(): WorkspaceCheckpoint {
    // Freezing hands every current directory to the checkpoint: the next change copies its path instead.
    this.tree.freeze();
    const root = this.tree.root;
    let listing: readonly ListingEntry[] | undefined;
    return {
      snapshot: () => snapshotOfTree(root),
      listing: () => (listing ??= listingOfTree(root)),
      entry: (path) => entryOfTree(root, path),
    };
  }

  createOverlay(): OverlayWorkspace {
    return new OverlayView(this.tree.fork());
  }

  applyChangeset(changeset: Changeset): Promise<ChangesetResult> {
    const savedRoot = this.tree.root;
    const savedVersion = this.tree.currentVersion;
    this.tree.freeze(); // the saved root stays intact while the entries apply: rollback is a pointer swap
    const outcome = applyChangesetEntries(this.editor, changeset.entries);
    if (!outcome.ok) {
      this.tree.resetRoot(savedRoot, savedVersion);
      const { entry, error } = outcome;
      return Promise.resolve({ ok: false, failedPath: entry.path, code: error.code, message: error.message });
    }
    this.emit(outcome.changes);
    return Promise.resolve({ ok: true, changes: outcome.changes });
  }

  flush(): Promise<void> {
    return this.onFlush?.() ?? Promise.resolve();
  }

  /** For persistence: the current root, to read nodes by path without copying. */
  get currentRoot(): DirNode {
    return this.tree.root;
  }

  private file(path: string, syscall: string): FileNode {
    const { node } = this.tree.locate(path, true, syscall);
    if (node.type === 'directory') throw new VfsError('EISDIR', syscall, path);
    if (node.type !== 'file') throw new VfsError('EINVAL', syscall, path);
    return node;
  }

  private dir(path: string, syscall: string): DirNode {
    const { node } = this.tree.locate(path, true, syscall);
    if (node.type !== 'directory') throw new VfsError('ENOTDIR', syscall, path);
    return node;
  }

  private atomically<T>(change: () => T): T {
    const savedRoot = this.tree.root;
    const savedVersion = this.tree.currentVersion;
    this.tree.freeze();
    try {
      return change();
    } catch (error) {
      this.tree.resetRoot(savedRoot, savedVersion);
      throw error;
    }
  }

  /** Runs a read; a VfsError becomes a rejected promise, like node:fs/promises. */
  private run<T>(read: () => T): Promise<T> {
    try {
      return Promise.resolve(read());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private mutate<T>(change: () => { changes: WorkspaceChange[]; value: T }): Promise<T> {
    return this.run(() => {
      const { changes, value } = change();
      this.emit(changes);
      return value;
    });
  }

  private emit(changes: readonly WorkspaceChange[]): void {
    if (changes.length === 0) return;
    for (const listener of this.listeners) listener(changes);
  }
}

/** The shell's copy-on-write view: shares every node with its base until it changes one. */
class OverlayView extends MemoryWorkspace implements OverlayWorkspace {
  private readonly baseRoot: DirNode;

  constructor(tree: Tree) {
    super(tree);
    this.baseRoot = tree.root;
  }

  changeset(): Changeset {
    return changesetFromDiff(diffTrees(this.baseRoot, this.tree.root));
  }
}
