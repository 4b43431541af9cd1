// The session library as the page sees it: which entry the session on screen belongs to (so autosave writes
// into that entry and no other), whether autosave is held (while a reload replays the session), and the last
// save's outcome. The entries themselves live in storage (session/export/library-store); this slice keeps
// only what components re-render on.
import type { StateCreator } from 'zustand';
import type { ControlCommand } from './runtime-slice';
import type { EndpointApi } from './session-edit/port-types';
import { assertNever } from '../common/assert-never';

/**
 * Whether this tab saves the entry on screen (entry-lock.ts): `held` it does; `behind` it holds the entry's
 * lock but another tab saved the entry since this one read it, so it reopens the entry before it saves or
 * takes an edit; `elsewhere` another tab holds it; `pending` the browser has not answered yet.
 */
export type EntryLockState = 'held' | 'behind' | 'elsewhere' | 'pending';

export type LibrarySaveState =
  | { readonly kind: 'idle' }
  /** A completed write of exactly this state: the runtime's recorded revision and the position shown. */
  | {
      readonly kind: 'saved';
      readonly at: string;
      readonly revision: number;
      readonly released: number;
      readonly finished: boolean;
    }
  | { readonly kind: 'failed'; readonly reason: string }
  /** Another tab has this entry open and saves it; this tab saves nothing into it. */
  | { readonly kind: 'elsewhere' };

/**
 * A reopened session that stood just after a request to an OpenAI-compatible endpoint with no answer
 * recorded: whatever had streamed in was lost with the page (a half-streamed answer is not a point a session
 * can return to), so the step is asked again when the person goes on — with a key for that endpoint, which
 * no reopened session is loaded with (docs/sharing.md). `source` is the load it was found in: another open
 * or reload makes it stale.
 */
export interface DiscardedRequest {
  readonly source: object;
  readonly step: number;
  /** The wire protocol the request was in (the session's). */
  readonly api: EndpointApi;
  readonly model: string;
  readonly baseURL: string;
  readonly endpoint: string;
  /** Where the session stands: the point just after that request. */
  readonly point: number;
  /** The person asked to go on (this command, given once a key is entered); null: not yet. */
  readonly waitingCommand: Exclude<ControlCommand, 'pause' | 'stop'> | null;
  /** Why asking again failed (the reload was refused), in words. */
  readonly failure?: string;
}

export interface OpeningAt {
  readonly step: number | null;
}

export interface LibrarySlice {
  /** The library entry on screen; null: nothing is kept (an embedded player, a failed open). */
  activeSessionId: string | null;
  /** Bumped on every change of the active entry, so a save begun for the previous one is dropped. */
  activeSessionGeneration: number;
  /** True while a reload replays the session to where it was: saving half-way would lose the rest. */
  libraryRestoring: boolean;
  /** How many restores hold `libraryRestoring` (one may begin before an overtaken one ends). */
  libraryRestoringHolds: number;
  /**
   * While an open fast-forwards a session to where a link, a file or a reload left it: the step it is
   * going to (null: not known, a pointer written before issue 33), for "Opening at step N…". Cleared when
   * the last restore lets go.
   */
  openingAt: OpeningAt | null;
  librarySave: LibrarySaveState;
  /** Bumped after every change to the stored library, so open lists read it again. */
  libraryRevision: number;
  /** The entry on screen's lock in this tab (null: no entry, or not asked yet). */
  entryLock: { readonly id: string; readonly state: EntryLockState } | null;
  /**
   * The `savedAt` of the entry as this tab last read or wrote it: a tab that takes the entry over compares
   * it with the stored one to know whether another tab saved meanwhile. Null: not known (no entry).
   */
  activeEntryStamp: string | null;
  /**
   * A person's edits sent to the runtime and not answered yet, and editor drafts not yet written: "saved"
   * waits for both (an edit answered has been recorded, and its revision is what autosave then writes).
   */
  editsInFlight: number;
  sessionsDialogOpen: boolean;
  discardedRequest: DiscardedRequest | null;
  /** "Compare two runs" is open: from the Sessions dialog, or a lesson note that points at it. */
  compareDialogOpen: boolean;
  /** `stamp`: the entry's savedAt as this tab read or created it (activeEntryStamp). */
  setActiveSession: (id: string | null, stamp?: string | null) => void;
  setEntryLock: (lock: { readonly id: string; readonly state: EntryLockState } | null) => void;
  setActiveEntryStamp: (stamp: string | null) => void;
  /** +1: an edit was sent (or a draft write queued); -1: it was answered (written). */
  countEditInFlight: (delta: 1 | -1) => void;
  /** true: one more restore holds autosave; false: one lets go. */
  setLibraryRestoring: (restoring: boolean) => void;
  /** Said by an open that fast-forwards (holding `libraryRestoring`); ends with the last hold. */
  setOpeningAt: (openingAt: OpeningAt) => void;
  setLibrarySave: (save: LibrarySaveState) => void;
  libraryChanged: () => void;
  setSessionsDialogOpen: (open: boolean) => void;
  setDiscardedRequest: (request: DiscardedRequest | null) => void;
  setCompareDialogOpen: (open: boolean) => void;
}

export const createLibrarySlice: StateCreator<LibrarySlice, [], [], LibrarySlice> = (set) => ({
  activeSessionId: null,
  activeSessionGeneration: 0,
  libraryRestoring: false,
  libraryRestoringHolds: 0,
  openingAt: null,
  librarySave: { kind: 'idle' },
  libraryRevision: 0,
  entryLock: null,
  activeEntryStamp: null,
  editsInFlight: 0,
  sessionsDialogOpen: false,
  discardedRequest: null,
  compareDialogOpen: false,
  setActiveSession: (activeSessionId, stamp = null) =>
    set((state) => ({
      activeSessionId,
      activeSessionGeneration: state.activeSessionGeneration + 1,
      librarySave: { kind: 'idle' },
      activeEntryStamp: activeSessionId === null ? null : stamp,
    })),
  setEntryLock: (entryLock) => set({ entryLock }),
  setActiveEntryStamp: (activeEntryStamp) => set({ activeEntryStamp }),
  countEditInFlight: (delta) => set((state) => ({ editsInFlight: Math.max(0, state.editsInFlight + delta) })),
  setLibraryRestoring: (restoring) =>
    set((state) => {
      const holds = Math.max(0, state.libraryRestoringHolds + (restoring ? 1 : -1));
      return {
        libraryRestoringHolds: holds,
        libraryRestoring: holds > 0,
        ...(holds > 0 ? {} : { openingAt: null }),
      };
    }),
  setOpeningAt: (openingAt) => set({ openingAt }),
  setLibrarySave: (librarySave) => set({ librarySave }),
  libraryChanged: () => set((state) => ({ libraryRevision: state.libraryRevision + 1 })),
  setSessionsDialogOpen: (sessionsDialogOpen) => set({ sessionsDialogOpen }),
  setDiscardedRequest: (discardedRequest) => set({ discardedRequest }),
  setCompareDialogOpen: (compareDialogOpen) => set({ compareDialogOpen }),
});

/**
 * What the page may say about keeping the session on screen. `saved` only when the last completed write holds
 * exactly what is shown now (the same recorded revision, the same position) and no edit is still on its way
 * (sent to the runtime and not answered, so not yet in any revision; a draft not yet written); anything newer
 * is `saving` until its write completes. `not-kept`: the session belongs to no entry (an embedded player, a
 * full storage).
 */
export type SaveIndicator = 'saved' | 'saving' | 'failed' | 'elsewhere' | 'not-kept';

export interface SaveIndicatorInputs {
  readonly activeSessionId: string | null;
  readonly libraryRestoring: boolean;
  readonly librarySave: LibrarySaveState;
  readonly editsInFlight: number;
  readonly recordedRevision: { readonly revision: number } | null;
  readonly livePoint: number;
  readonly runtimeStatus: {
    readonly phase: string;
    readonly lastRun: unknown;
    readonly released: number;
    readonly computed: number;
  } | null;
}

export function saveIndicator(state: SaveIndicatorInputs): SaveIndicator {
  // Opening (or reopening) a session: it is saved once the open completes, and belongs to no entry meanwhile.
  if (state.libraryRestoring) return 'saving';
  if (state.activeSessionId === null) return 'not-kept';
  const save = state.librarySave;
  switch (save.kind) {
    case 'failed':
    case 'elsewhere':
      return save.kind;
    case 'idle':
      return 'saving';
    case 'saved':
      return state.editsInFlight === 0 &&
        save.revision === state.recordedRevision?.revision &&
        save.released === state.livePoint &&
        save.finished === finishedOf(state.runtimeStatus)
        ? 'saved'
        : 'saving';
    default: {
      return assertNever(save);
    }
  }
}

/**
 * Whether the session's last run has ended and been shown to its end. The runtime computes ahead of what it
 * releases, so a run can end (the final answer computed) while the person is still stepping through it:
 * that is not finished, or a reload would release the rest.
 */
/**
 * Whether an edit made now can be kept: this tab saves the entry on screen (it holds the entry's lock and is
 * not behind another tab's save). A session no entry keeps (the embedded player) takes edits as before — it
 * says it is not kept — and so does an open under way (a reopened session's waiting inputs queued again).
 */
export function editsKeptHere(
  state: Pick<SaveIndicatorInputs, 'activeSessionId' | 'libraryRestoring'> & {
    readonly entryLock: LibrarySlice['entryLock'];
  },
): boolean {
  if (state.activeSessionId === null || state.libraryRestoring) return true;
  return state.entryLock?.id === state.activeSessionId && state.entryLock.state === 'held';
}

export function finishedOf(status: SaveIndicatorInputs['runtimeStatus']): boolean {
  return status?.phase === 'finished' && status.lastRun !== null && status.released >= status.computed;
}
