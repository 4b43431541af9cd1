// What the session actions are given rather than reach for: the store, the runtime, the browser's storage,
// the page's address, the words the page speaks, Web Locks and the wall clock. ui/app/compose hands over
// the browser's own; a unit test hands over fakes, so every workflow runs in Node without a DOM.
import type { LoadProblem } from '../../common/load-problem';
import type { PointerStores } from '../../session/export/library-active';
import type { LibraryStorage } from '../../session/export/library-storage';
import type { LessonShelf } from '../../session/lessons/authoring/lesson-shelf';
import type { OpenFailure } from '../../session/export/session-library';
import type { ShareDecoding } from '../../session/share/share-refusal';
import type { ImportedTreeRef, RunSpec } from '../../runtime/spec/run-spec';
import type {
  ImportAnswer,
  ImportProgress,
  ImportSource,
  SweepReport,
} from '../../runtime/spec/tree-import-types';
import type { RuntimePort } from '../runtime-slice';
import type { AppStore } from '../store';
import type { OpenedFrom } from './opened-from';

/** Where the page keeps things: the library (editor drafts with it), the "which session is open" pointers. */
export interface SessionStorage {
  library(): LibraryStorage;
  pointers(): PointerStores;
  /** "Your lessons": the lessons written in the editor (absent: none can be kept). */
  lessons?(): LessonShelf;
  /** How much of the browser's quota the site uses (navigator.storage.estimate); null where unknown. */
  usage(): Promise<StorageUsage | null>;
}

export interface StorageUsage {
  readonly usedBytes: number;
  readonly quotaBytes: number;
  /** Whether the browser granted persistent storage (it will not clear the library to free space). */
  readonly persisted: boolean;
}

/** The page's address, as far as the actions change it (a consumed share fragment, a lesson parameter). */
export interface PageLocation {
  readonly pathname: () => string;
  readonly search: () => string;
  /** Replaces the address without a navigation (history.replaceState). */
  readonly replace: (url: string) => void;
}

/** The page's words for what the actions say (i18next in the page; the keys of src/ui/i18n). */
export interface ActionText {
  readonly t: (key: string, values?: Readonly<Record<string, unknown>>) => string;
  /** A refused load in words a person can act on (ui/share/load-failure.ts). */
  readonly loadFailure: (reason: string, from: OpenedFrom) => string;
  /** Why a library entry's last open failed. */
  readonly openFailure: (failure: OpenFailure) => string;
  /** A refused document's problems (codes and parameters) as sentences (ui/reasons/load-problem-text.ts). */
  readonly loadProblems: (problems: readonly LoadProblem[]) => string;
}

/** The part of the Web Locks API an entry lock needs (navigator.locks); absent where the browser has none. */
export interface EntryLockManager {
  request(name: string, callback: () => Promise<void> | undefined): Promise<unknown>;
  query(): Promise<{ readonly held?: readonly { readonly name?: string }[] }>;
}

/**
 * The tree store as the page reaches it: each job runs in an import worker of its own (src/vfs/import), so
 * reading, hashing and unzipping megabytes never runs on the page's thread. Absent: imports are not offered.
 */
export interface TreeImports {
  importTree(source: ImportSource, onProgress: (progress: ImportProgress) => void): Promise<ImportAnswer>;
  /** The stored tree as a snapshot, to embed in an export; null when this browser does not have it. */
  snapshot(ref: ImportedTreeRef): Promise<WorkspaceSnapshotOf | null>;
  /** Keeps the files an opened export embeds, as the tree it names. */
  keepSnapshot(ref: ImportedTreeRef, snapshot: WorkspaceSnapshotOf): Promise<ImportAnswer>;
  /** Removes every tree whose hash is not in `keep`. */
  sweep(keep: readonly string[]): Promise<SweepReport>;
}

type WorkspaceSnapshotOf = RunSpec['workspace'];

export interface SessionActionDeps {
  readonly store: AppStore;
  /** The runtime's port as it is now (null until the worker is connected). */
  readonly runtime: () => RuntimePort | null;
  readonly storage: SessionStorage;
  readonly location: PageLocation;
  readonly text: ActionText;
  readonly locks: EntryLockManager | undefined;
  /** The wall clock, as an ISO time (saved-at stamps). */
  readonly now: () => string;
  /**
   * Decodes a share fragment. The page decodes in a worker of its own (inflating and checking a 5,000-file
   * link took ~0.5 s of the page's thread, issue 19); a test decodes in place with the same function.
   */
  readonly decodeShareLink: (fragment: string) => Promise<ShareDecoding>;
  readonly trees?: TreeImports;
  /** Has the runtime load its tokenizer now (replaying to a position steps at computing pace, not a download's). */
  readonly preloadTokenizer: () => Promise<void>;
  /**
   * Fetches the lesson guide's code (the page's is a chunk of its own) so it is drawn the moment a lesson's
   * session is shown; the open waits for it, so the run's controls are enabled with the layout in place.
   */
  readonly preloadGuide?: () => Promise<void>;
}
