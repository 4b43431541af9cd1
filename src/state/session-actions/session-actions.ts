// The page's application layer: every workflow a component starts, bound to its dependencies once (ui/app/
// compose does it with the browser's storage, address and runtime). Components call these and read
// selectors; none of them touches the runtime port or reads the store imperatively.
//
// What was loaded lazily before stays lazy: opening a document pulls in the lesson catalog and the schema
// validator, so those actions import their module on first use and the first page load does not carry it.
import type { ForkChanges } from '../../session/fork/fork-with-changes';
import type { ForkOutcome } from './fork-actions';
import type { PermissionAnswer, TraceEvent } from '../../engine';
import type { Breakpoint } from '../../runtime/stepping/breakpoint';
import type { LibraryChange } from '../../session/export/library-store';
import type { LibraryEntry, LibraryRead } from '../../session/export/session-library';
import type { SessionDocument } from '../../session/session-document';
import type { CurrentSession } from '../current-session-slice';
import type { InspectorTab } from '../layout-slice';
import type { Notice } from '../notice-slice';
import type { LessonRecording } from '../../session/lessons/lesson-recording';
import type { ControlCommand, LiveInput, LoadOutcome, RunSpec, RuntimePort } from '../runtime-slice';
import type { ImportProgress, ImportSource } from '../../runtime/spec/tree-import-types';
import type { HumanTurn, TurnProblem } from '../session-edit/port-types';
import { refreshWorkspace, syncOpenFile, syncPastWorkspace } from '../shown-workspace';
import { applySessionEdit, type PlanEdit, type SessionEditOutcome } from './apply-session-edit';
import { flushAutosave, startLibraryAutosave } from './autosave';
import type { SessionActionDeps, StorageUsage } from './deps';
import type { Deleted } from './library-actions';
import { withEmbeddedFiles, type Embedding } from './embedded-files';
import { documentAtCursor, liveDocument } from './live-document';
import { outboundTrace } from '../ways-out';
import { askAgain, type KeyChoice } from './live-resume';
import type { ImportOpening } from './open-imported-files';
import type { LocationRequest } from './open-from-location';
import type { LessonPlace, OpenOutcome } from './open-document';
import type { Language } from '../preferences-slice';
import type { RecordedLessonRequest } from './open-recording';
import type { WrittenLessonActions } from './written-lessons';
import { startPlayback } from './playback';
import { playNextStep, skipStepPlayback } from './step-playback';
import * as runtime from './runtime-commands';
import * as breakpoints from './breakpoint-actions';

export interface SessionActions {
  // The runtime's commands.
  control(command: ControlCommand): Promise<void>;
  /** A control pressed by the person: the cursor follows the live end. */
  drive(command: ControlCommand): Promise<void>;
  /** The guide's "Run the next step": runs the step and walks the cursor through it (step-playback.ts). */
  playNextStep(eventMs: number): Promise<void>;
  skipStepPlayback(): void;
  toggleRun(): void;
  stepRuntime(command: 'step' | 'step-over'): void;
  sendMessage(text: string): Promise<void>;
  answerPermission(requestId: string, answer: PermissionAnswer): Promise<boolean>;
  submitHumanTurn(turn: HumanTurn): Promise<readonly TurnProblem[]> | null;
  queueInput(input: LiveInput): Promise<{ queued: boolean | undefined; stillShown: boolean }>;
  exportSpec(): Promise<RunSpec | null | undefined>;
  /** Where runs stop (kept with the library entry and exported files; never an input). */
  setBreakpoints(breakpoints: readonly Breakpoint[]): Promise<void>;
  /** Sets the breakpoint, or clears it when set (the inspectors' rows). */
  toggleBreakpoint(breakpoint: Breakpoint): Promise<void>;
  /** "Expect this": pins the condition in the session document's `expect`, or unpins it. */
  toggleExpectation(condition: Breakpoint): void;
  /**
   * Asks the endpoint again for the answer a reload discarded, with a key typed in place or the one kept for
   * that endpoint (live-resume.ts); false when it could not.
   */
  askAgain(choice: KeyChoice): Promise<boolean>;
  /** Export → plan → reload, for every edit of the open session. */
  applySessionEdit(planEdit: PlanEdit): Promise<SessionEditOutcome>;
  /** A fork from the viewed step under other settings or tools, opened as a new entry (fork-actions.ts). */
  forkAtViewedStep(changes: ForkChanges): Promise<ForkOutcome>;
  // What the workspace region shows.
  syncOpenFile(): Promise<void>;
  syncPastWorkspace(): Promise<void>;
  /** The tree shows the workspace as it is now (a terminal command's own changes, at once). */
  showCurrentWorkspace(): Promise<void>;
  // Time travel over the trace.
  startPlayback(): () => void;
  moveInspectorTab(choose: (current: InspectorTab) => InspectorTab): void;
  /** The trace as it is now, for an export: known secrets scrubbed (state/ways-out.ts). */
  traceEvents(): readonly TraceEvent[];
  // Opening sessions.
  openFromLocation(request: LocationRequest): Promise<void>;
  restoreActiveSession(): Promise<void>;
  openLesson(id: string): Promise<OpenOutcome>;
  /** The lesson from its start, its recorded permission answers asked live or not (open-document.ts). */
  openLessonAskingLive(id: string, askLive: boolean): Promise<OpenOutcome>;
  /** The lesson's conversation in `lang`, paused where `at` says (a language switch: open-document.ts). */
  reopenLessonIn(id: string, lang: Language, at: LessonPlace): Promise<OpenOutcome>;
  /** Lessons written in the editor (written-lessons.ts). */
  writtenLessons(): Promise<WrittenLessonActions>;
  /** The embedded player: a lesson from its build-time recording, no runtime (open-recording.ts). */
  openRecordedLesson(request: RecordedLessonRequest, recording: LessonRecording): Promise<OpenOutcome>;
  /** Replays the recorded session on screen in this runtime, which the page uses from then on. */
  adoptRuntime(port: RuntimePort): Promise<LoadOutcome>;
  importSessionFiles(files: readonly File[]): Promise<void>;
  liveDocument(session: CurrentSession): Promise<SessionDocument>;
  /** What Export downloads: the live document where it stands at the cursor, an imported session's files
   *  embedded. */
  exportDocument(session: CurrentSession): Promise<Embedding>;
  /** A folder or a .zip as a new session's workspace (src/state/session-actions/open-imported-files.ts). */
  openImportedFiles(
    source: ImportSource,
    title: string,
    onProgress: (progress: ImportProgress) => void,
  ): Promise<ImportOpening>;
  /** Removes imported trees no session refers to any more. */
  sweepImportedTrees(): Promise<void>;
  showNotice(notice: Notice | null): void;
  // The library.
  readLibrary(): Promise<LibraryRead>;
  /** The browser's storage used against its quota, for the Sessions panel. */
  storageUsage(): Promise<StorageUsage | null>;
  switchToEntry(entry: LibraryEntry): Promise<OpenOutcome>;
  createBlankSession(title: string): Promise<OpenOutcome>;
  saveCurrentAsNew(title: string): Promise<LibraryChange<LibraryEntry>>;
  renameSession(id: string, title: string): Promise<LibraryChange<LibraryEntry>>;
  duplicateSession(id: string, title: string): Promise<LibraryChange<LibraryEntry>>;
  deleteSession(id: string): Promise<LibraryChange<Deleted>>;
  /** Keeps the session on screen in its library entry from now on; returns what stops it. */
  startAutosave(): () => void;
  flushAutosave(): Promise<void>;
}

export function createSessionActions(deps: SessionActionDeps): SessionActions {
  const { store } = deps;
  const opening = () => import('./open-document');
  const library = () => import('./library-actions');
  const recorded = () => import('./open-recording');
  const imports = () => import('./open-imported-files');
  return {
    control: (command) => runtime.control(deps, command),
    drive: (command) => runtime.drive(deps, command),
    playNextStep: (eventMs) => playNextStep(deps, eventMs),
    skipStepPlayback: () => skipStepPlayback(deps),
    toggleRun: () => runtime.toggleRun(deps),
    stepRuntime: (command) => runtime.stepRuntime(deps, command),
    sendMessage: (text) => runtime.sendMessage(deps, text),
    answerPermission: (requestId, answer) => runtime.answerPermission(deps, requestId, answer),
    submitHumanTurn: (turn) => runtime.submitHumanTurn(deps, turn),
    queueInput: (input) => runtime.queueInput(deps, input),
    exportSpec: () => runtime.exportSpec(deps),
    setBreakpoints: (list) => breakpoints.setBreakpoints(deps, list),
    toggleBreakpoint: (breakpoint) => breakpoints.toggleBreakpoint(deps, breakpoint),
    toggleExpectation: (condition) => breakpoints.toggleExpectation(deps, condition),
    askAgain: (choice) => askAgain(deps, choice),
    applySessionEdit: (planEdit) => applySessionEdit(deps, planEdit),
    forkAtViewedStep: (changes) => import('./fork-actions').then((m) => m.forkAtViewedStep(deps, changes)),
    syncOpenFile: () => syncOpenFile(store),
    syncPastWorkspace: () => syncPastWorkspace(store),
    showCurrentWorkspace: () => refreshWorkspace(store, (port) => port.workspace()),
    startPlayback: () => startPlayback(deps),
    moveInspectorTab: (choose) => {
      const state = store.getState();
      state.setInspectorTab(choose(state.inspectorTab));
    },
    traceEvents: () => outboundTrace(store.getState()),
    openFromLocation: (request) =>
      import('./open-from-location').then((m) => m.openFromLocation(deps, request)),
    restoreActiveSession: () => import('./restore-session').then((m) => m.restoreActiveSession(deps)),
    openLesson: (id) => opening().then((m) => m.openLesson(deps, id)),
    openLessonAskingLive: (id, askLive) => opening().then((m) => m.openLessonAskingLive(deps, id, askLive)),
    reopenLessonIn: (id, lang, at) => opening().then((m) => m.reopenLessonIn(deps, id, lang, at)),
    writtenLessons: () => import('./written-lessons').then((m) => m.bindWrittenLessons(deps)),
    openRecordedLesson: (request, recording) =>
      recorded().then((m) => m.openRecordedLesson(deps, request, recording)),
    adoptRuntime: (port) => recorded().then((m) => m.adoptRuntime(deps, port)),
    importSessionFiles: (files) =>
      import('./import-session-file').then((m) => m.importSessionFiles(deps, files)),
    liveDocument: (session) => liveDocument(deps, session),
    exportDocument: (session) => documentAtCursor(deps, session).then((d) => withEmbeddedFiles(deps, d)),
    openImportedFiles: (source, title, onProgress) =>
      imports().then((m) => m.openImportedFiles(deps, source, title, onProgress)),
    sweepImportedTrees: () => imports().then((m) => m.sweepImportedTrees(deps)),
    showNotice: (notice) => store.getState().showNotice(notice),
    readLibrary: () => deps.storage.library().read(),
    storageUsage: () => deps.storage.usage().catch(() => null),
    switchToEntry: (entry) => library().then((m) => m.switchToEntry(deps, entry)),
    createBlankSession: (title) => library().then((m) => m.createBlankSession(deps, title)),
    saveCurrentAsNew: (title) => library().then((m) => m.saveCurrentAsNew(deps, title)),
    renameSession: (id, title) => library().then((m) => m.renameSession(deps, id, title)),
    duplicateSession: (id, title) => library().then((m) => m.duplicateSession(deps, id, title)),
    deleteSession: (id) =>
      library()
        .then((m) => m.deleteSession(deps, id))
        .finally(() => void imports().then((m) => m.sweepImportedTrees(deps))),
    startAutosave: () =>
      startLibraryAutosave(deps, (entry) => library().then((m) => m.openEntry(deps, entry))),
    flushAutosave: () => flushAutosave(store),
  };
}

export type { Deleted } from './library-actions';
export type { OpenOutcome } from './open-document';
export type { ImportOpening } from './open-imported-files';
export type { Embedding } from './embedded-files';
export type { SessionEditOutcome, PlanEdit } from './apply-session-edit';
export type { LocationRequest } from './open-from-location';
export type { SessionActionDeps } from './deps';
