// The workspace as the page last fetched it from the runtime, the session's starting workspace (for diffs),
// the workspace as of an earlier event while time travelling, and the file open in the editor.
import type { StateCreator } from 'zustand';
import type { RunSpec } from '../runtime/spec/run-spec';

/** The workspace document (taken through the runtime's types: state/ does not import vfs/). */
export type WorkspaceSnapshot = RunSpec['workspace'];

export interface WorkspaceSlice {
  workspace: WorkspaceSnapshot | null;
  initialWorkspace: WorkspaceSnapshot | null;
  /** Fetched for time travel, keyed by its epoch (see `workspaceEpochAt`). */
  pastWorkspace: PastWorkspace | null;
  openFilePath: string | null;
  setWorkspace: (workspace: WorkspaceSnapshot | null) => void;
  setPastWorkspace: (past: PastWorkspace | null) => void;
  setInitialWorkspace: (workspace: WorkspaceSnapshot | null) => void;
  openFile: (path: string | null) => void;
}

export interface PastWorkspace {
  /** The seq of the last file change at or before the events it stands for (-1: the starting files). */
  readonly epoch: number;
  readonly snapshot: WorkspaceSnapshot;
}

export const createWorkspaceSlice: StateCreator<WorkspaceSlice, [], [], WorkspaceSlice> = (set) => ({
  workspace: null,
  initialWorkspace: null,
  pastWorkspace: null,
  openFilePath: null,
  setWorkspace: (workspace) => set({ workspace }),
  setPastWorkspace: (pastWorkspace) => set({ pastWorkspace }),
  setInitialWorkspace: (initialWorkspace) =>
    set({ initialWorkspace, workspace: initialWorkspace, pastWorkspace: null, openFilePath: null }),
  openFile: (openFilePath) => set({ openFilePath }),
});

export type WorkspaceEntry = WorkspaceSnapshot['entries'][number];

/** The entry at a path in a snapshot (an object of the snapshot, never a copy), or null. */
export function entryAt(snapshot: WorkspaceSnapshot | null, path: string): WorkspaceEntry | null {
  return snapshot?.entries.find((e) => e.path === path) ?? null;
}

/** A text file's content, or null (missing, a directory, or binary). */
export function textOf(entry: WorkspaceEntry | null): string | null {
  return entry?.type === 'file' && entry.encoding === 'utf8' ? entry.content : null;
}

/** A text file's content in a snapshot, or null (missing, a directory, or binary). */
export function textFileOf(snapshot: WorkspaceSnapshot | null, path: string): string | null {
  return textOf(entryAt(snapshot, path));
}
