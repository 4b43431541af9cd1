// The workspace contract: an async POSIX-like filesystem rooted at `/workspace`, whose every file carries the
// optimistic lock's metadata (version, content hash, size, mtime from the virtual clock). The in-memory tree
// is authoritative; persistence (persist/) and the shell's copy-on-write view (overlay) sit behind and beside
// it. Calls fail with VfsError (errno codes), like node:fs, so adapters stay thin.
import type { Changeset, ChangesetResult } from './changeset';
import type { ListingEntry } from './listing';
import type { SnapshotEntry, WorkspaceSnapshot } from './snapshot-format';
import type { NodeType, WorkspaceChange } from './workspace-change';
import type { WorkspaceFiles } from './workspace-files';

export type { ChangeKind, NodeType, WorkspaceChange } from './workspace-change';

/** The virtual clock: mtimes never come from the wall clock, so runs replay identically. */
export interface VirtualClock {
  nowMs(): number;
}

export interface WorkspaceStat {
  /** Canonical absolute path of the node described (for `stat`, the symlink's target). */
  readonly path: string;
  readonly type: NodeType;
  /** Bytes for files, the target's length for symlinks, 0 for directories. */
  readonly size: number;
  /** Workspace-wide counter value taken at the node's last change: grows on every change, never reused. */
  readonly version: number;
  /** SHA-256 hex of a file's bytes; '' for directories and symlinks. */
  readonly contentHash: string;
  readonly mtimeMs: number;
  /** Permission bits only, e.g. 0o644. */
  readonly mode: number;
}

export interface DirEntry {
  readonly name: string;
  readonly type: NodeType;
}

/** Receives the changes of one operation together (a `rm -r` of 300 files is one call). */
export type ChangeListener = (changes: readonly WorkspaceChange[]) => void;

export interface WriteOptions {
  /** Create missing parent folders (default false, like POSIX open()). */
  readonly createParents?: boolean;
  /** Mode of a new file (default 0o644); an existing file keeps its mode unless given. */
  readonly mode?: number;
  /**
   * Compare-and-swap for the optimistic lock: write only if the file's current version is this one (null:
   * only if it does not exist yet); otherwise ESTALE and nothing changes. Check and write happen in one step.
   */
  readonly expectedVersion?: number | null;
}

export interface RemoveOptions {
  readonly recursive?: boolean;
  /** No error when the path does not exist. */
  readonly force?: boolean;
}

/** A node met while walking a subtree, in sorted depth-first pre-order. */
export interface WalkEntry {
  readonly path: string;
  readonly name: string;
  readonly type: NodeType;
  readonly size: number;
}

export interface WalkOptions {
  /** Return false to skip a directory's contents (it is still yielded itself). */
  readonly descend?: (entry: WalkEntry) => boolean;
}

export interface Workspace {
  /** Paths may be absolute inside `/workspace` or relative to it; symlinks are followed unless noted. */
  readFile(path: string): Promise<Uint8Array>;
  /** UTF-8 decoding with replacement characters for invalid bytes; memoized per version. */
  readTextFile(path: string): Promise<string>;
  writeFile(path: string, data: string | Uint8Array, options?: WriteOptions): Promise<WorkspaceStat>;
  mkdir(path: string, options?: { readonly recursive?: boolean }): Promise<void>;
  rm(path: string, options?: RemoveOptions): Promise<void>;
  /** Moves a file, symlink or folder; replaces an existing file at `to` (POSIX rename). */
  rename(from: string, to: string): Promise<void>;
  /** Copies a file, or a folder when `recursive`. */
  copy(from: string, to: string, options?: { readonly recursive?: boolean }): Promise<void>;
  stat(path: string): Promise<WorkspaceStat>;
  /** Like stat, without following a final symlink. */
  lstat(path: string): Promise<WorkspaceStat>;
  /** Entries sorted by name (code-point order), with their types. */
  readdir(path: string): Promise<DirEntry[]>;
  symlink(target: string, path: string): Promise<void>;
  readlink(path: string): Promise<string>;
  /** The canonical path with every symlink resolved; EACCES when a link leads out of the workspace. */
  realpath(path: string): Promise<string>;
  exists(path: string): Promise<boolean>;
  chmod(path: string, mode: number): Promise<void>;
  utimes(path: string, mtimeMs: number): Promise<void>;
  /** Sorted depth-first walk of a folder's subtree (the folder itself excluded); symlinks are not followed. */
  walk(path: string, options?: WalkOptions): AsyncIterable<WalkEntry>;

  subscribe(listener: ChangeListener): () => void;

  /** The whole workspace as a JSON-ready document (binary files in base64). */
  snapshot(): Promise<WorkspaceSnapshot>;
  /**
   * Replaces the whole workspace with a snapshot's content, or with files as they are in memory (an imported
   * tree: workspace-files.ts); every node gets a fresh version.
   */
  restore(snapshot: WorkspaceSnapshot | WorkspaceFiles): Promise<void>;
  /**
   * The workspace as it is at this moment, kept in O(1): later changes copy what they touch instead of
   * changing it in place. Time travel keeps one per file change to show files as they were at any event.
   */
  checkpoint(): WorkspaceCheckpoint;

  /**
   * A copy-on-write view: reads see this workspace as of now, writes stay in the view. `changeset()` on the
   * view lists what it changed, to be applied here with `applyChangeset` (the shell's per-command model).
   */
  createOverlay(): OverlayWorkspace;
  /** Applies all entries or none; returns the changes as values (a bad entry is reported, never half-applied). */
  applyChangeset(changeset: Changeset): Promise<ChangesetResult>;

  /** Persists pending changes (no-op without persistence); the runtime calls it after every tool batch. */
  flush(): Promise<void>;
}

export interface WorkspaceCheckpoint {
  /** The workspace as it was when the checkpoint was taken. */
  snapshot(): WorkspaceSnapshot;
  /** Its nodes without contents (computed once: a checkpoint never changes). */
  listing(): readonly ListingEntry[];
  /** One node with its content (a path relative to the root), or null. */
  entry(path: string): SnapshotEntry | null;
}

export interface OverlayWorkspace extends Workspace {
  /** What the view changed since it was created, as final states (plain, structured-cloneable data). */
  changeset(): Changeset;
}
