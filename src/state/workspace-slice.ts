// The workspace as the page last fetched it from the runtime (a listing: paths, types, sizes, versions, no
// contents), the session's starting workspace (with contents: its document holds them; for diffs), the
// listing as of an earlier event while time travelling, the file open in the editor and its content.
import { base64DecodedLength } from '../common/base64';
import { utf8ByteLength } from '../engine/common/utf8';
import type { StateCreator } from 'zustand';
import {
  listingEntries,
  packListing,
  type ListingEntry,
  type WorkspaceListing,
} from '../runtime/worker/workspace-listing';
import type { RunSpec } from '../runtime/spec/run-spec';
import type { WorkspaceStoreState } from '../runtime/worker/runtime-protocol';

/** The workspace document (taken through the runtime's types: state/ does not import vfs/). */
export type WorkspaceSnapshot = RunSpec['workspace'];
export type WorkspaceEntry = WorkspaceSnapshot['entries'][number];
export type { ListingEntry, WorkspaceListing };
export { listingEntries, packListing };

/** `at` of a listing made from the session's starting files (the runtime's seq for "before every event"). */
export const STARTING_FILES = -1;

export interface WorkspaceSlice {
  workspace: WorkspaceListing | null;
  initialWorkspace: WorkspaceSnapshot | null;
  /** Fetched for time travel, keyed by its epoch (see `workspaceEpochAt`). */
  pastWorkspace: PastWorkspace | null;
  openFilePath: string | null;
  /** The open file's content as last fetched (see `syncOpenFile`); stale while a newer version loads. */
  openFileContent: OpenFileContent | null;
  /**
   * Text typed into the editor and not saved yet, by path: not an input, so not in the run; kept with the
   * library entry so a reload shows it again as a draft (session/export/library-drafts.ts).
   */
  editorDrafts: Readonly<Record<string, string>>;
  /** null: the draft is gone (saved, or typed back to the file's text). */
  setEditorDraft: (path: string, text: string | null) => void;
  setEditorDrafts: (drafts: Readonly<Record<string, string>>) => void;
  setWorkspace: (workspace: WorkspaceListing | null) => void;
  setPastWorkspace: (past: PastWorkspace | null) => void;
  setInitialWorkspace: (workspace: WorkspaceSnapshot | null) => void;
  openFile: (path: string | null) => void;
  setOpenFileContent: (content: OpenFileContent | null) => void;
  /** Whether the runtime keeps this session's files in IndexedDB, and how (session-actions/workspace-store.ts). */
  workspaceStore: WorkspaceStoreState | null;
  setWorkspaceStore: (state: WorkspaceStoreState | null) => void;
}

export interface PastWorkspace {
  /** The seq of the last file change at or before the events it stands for (-1: the starting files). */
  readonly epoch: number;
  readonly listing: WorkspaceListing;
}

export interface OpenFileContent {
  readonly path: string;
  /** The listing's version of the file this content belongs to (a version never changes content). */
  readonly version: number;
  readonly entry: WorkspaceEntry | null;
}

export const createWorkspaceSlice: StateCreator<WorkspaceSlice, [], [], WorkspaceSlice> = (set) => ({
  workspace: null,
  initialWorkspace: null,
  pastWorkspace: null,
  openFilePath: null,
  openFileContent: null,
  workspaceStore: null,
  setWorkspaceStore: (workspaceStore) => set({ workspaceStore }),
  editorDrafts: {},
  setEditorDraft: (path, text) =>
    set((state) => {
      const { [path]: _replaced, ...rest } = state.editorDrafts;
      return { editorDrafts: text === null ? rest : { ...rest, [path]: text } };
    }),
  setEditorDrafts: (editorDrafts) => set({ editorDrafts }),
  setWorkspace: (workspace) => set({ workspace }),
  setPastWorkspace: (pastWorkspace) => set({ pastWorkspace }),
  setInitialWorkspace: (initialWorkspace) =>
    set({
      initialWorkspace,
      workspace: initialWorkspace ? listingOfSnapshot(initialWorkspace) : null,
      pastWorkspace: null,
      openFilePath: null,
      openFileContent: null,
      // Another session (or the same one loaded again): its drafts come with its entry, if any.
      editorDrafts: {},
    }),
  openFile: (openFilePath) => set({ openFilePath }),
  setOpenFileContent: (openFileContent) => set({ openFileContent }),
});

/** The starting files as a listing (version 0 throughout: their content comes from the snapshot itself). */
export function listingOfSnapshot(snapshot: WorkspaceSnapshot): WorkspaceListing {
  return packListing(
    STARTING_FILES,
    snapshot.entries.map((entry) => ({
      type: entry.type,
      path: entry.path,
      size: sizeOf(entry),
      version: 0,
    })),
  );
}

function sizeOf(entry: WorkspaceEntry): number {
  switch (entry.type) {
    case 'file':
      return entry.encoding === 'utf8' ? utf8ByteLength(entry.content) : base64DecodedLength(entry.content);
    case 'symlink':
      return entry.target.length;
    case 'directory':
      return 0;
  }
}

const indexes = new WeakMap<object, ReadonlyMap<string, unknown>>();

/** Entries by path, built once per snapshot or listing (they never change): lookups stay O(1) at 10,000 files. */
function indexOf<E extends { readonly path: string }>(
  owner: object,
  entries: readonly E[],
): ReadonlyMap<string, E> {
  let index = indexes.get(owner) as ReadonlyMap<string, E> | undefined;
  if (!index) {
    index = new Map(entries.map((entry) => [entry.path, entry]));
    indexes.set(owner, index);
  }
  return index;
}

/** The entry at a path in a snapshot (an object of the snapshot, never a copy), or null. */
export function entryAt(snapshot: WorkspaceSnapshot | null, path: string): WorkspaceEntry | null {
  return snapshot ? (indexOf(snapshot, snapshot.entries).get(path) ?? null) : null;
}

/** The node at a path in a listing, or null. */
export function listingEntryAt(listing: WorkspaceListing | null, path: string): ListingEntry | null {
  return listing ? (indexOf(listing, listingEntries(listing)).get(path) ?? null) : null;
}

/** A text file's content, or null (missing, a directory, or binary). */
export function textOf(entry: WorkspaceEntry | null): string | null {
  return entry?.type === 'file' && entry.encoding === 'utf8' ? entry.content : null;
}

/** A text file's content in a snapshot, or null (missing, a directory, or binary). */
export function textFileOf(snapshot: WorkspaceSnapshot | null, path: string): string | null {
  return textOf(entryAt(snapshot, path));
}
