// The workspace's public surface: import from 'src/vfs' (or '../vfs') rather than from its files.
export type {
  ChangeKind,
  ChangeListener,
  DirEntry,
  NodeType,
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
export type { Changeset, ChangesetEntry, ChangesetResult } from './changeset';
export { EMPTY_CHANGESET } from './changeset';
export { changesetOfPaths, entriesOfPaths, entriesOfWorkspace, entryAt } from './changeset-of-paths';
export type { SnapshotEntry, WorkspaceSnapshot } from './snapshot-format';
export type { ListingEntry } from './listing';
export { SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_VERSION, emptySnapshot } from './snapshot-format';
export { createMemoryWorkspace, type MemoryWorkspaceOptions } from './memory-workspace';
export { VfsError, isVfsError, type VfsErrorCode } from './vfs-error';
export {
  WORKSPACE_ROOT,
  SPILL_DIR,
  resolveWorkspacePath,
  normalizePosixPath,
  isInsideWorkspace,
  toWorkspaceRelative,
  parentPath,
  baseName,
  joinPath,
  compareNames,
  type PathResolution,
} from './workspace-path';
export { BINARY_SNIFF_BYTES } from './tree-nodes';
export { fixedClock, manualClock, type ManualClock } from './clocks';
