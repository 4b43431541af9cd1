// The one zustand store, built from slices with zustand's vanilla `createStore` (DESIGN.md: zustand is imported
// only in state/, and ui/ binds the store to React, as zustand's own vanilla/react split does). Components
// select narrowly: `useAppStore((s) => s.language)`; workflows are session actions (state/session-actions/).
import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { forgivingStorage } from './forgiving-storage';
import {
  createPreferencesSlice,
  EVERY_LANGUAGE_READY,
  type Language,
  type LanguageWords,
  type PreferencesSlice,
} from './preferences-slice';
import { createWorkersSlice, type WorkersSlice } from './workers-slice';
import { createTraceSlice, type TraceSlice } from './trace-slice';
import { createLayoutSlice, type LayoutSlice } from './layout-slice';
import { createRuntimeSlice, type RuntimeSlice } from './runtime-slice';
import { createWorkspaceSlice, type WorkspaceSlice } from './workspace-slice';
import { createSessionEditSlice, type SessionEditSlice } from './session-edit/session-edit-slice';
import { createLibrarySlice, type LibrarySlice } from './library-slice';
import { createFileTreeSlice, type FileTreeSlice } from './file-tree-slice';
import { createNoticeSlice, type NoticeSlice } from './notice-slice';
import { createCurrentSessionSlice, type CurrentSessionSlice } from './current-session-slice';
import { createBreakpointsSlice, type BreakpointsSlice } from './breakpoints-slice';
import { createPresenterSlice, type PresenterSlice } from './presenter-slice';
import { mergeStoredPreferences } from './stored-preferences';
import { createLessonProgressSlice, type LessonProgressSlice } from './lesson-progress-slice';

export type AppState = PreferencesSlice &
  WorkersSlice &
  TraceSlice &
  LayoutSlice &
  RuntimeSlice &
  WorkspaceSlice &
  SessionEditSlice &
  LibrarySlice &
  FileTreeSlice &
  NoticeSlice &
  CurrentSessionSlice &
  BreakpointsSlice &
  PresenterSlice &
  LessonProgressSlice;

/** `words`: what a language needs before the store may say it (preferences-slice.ts); the page hands its own in. */
export function createAppStore(initialLanguage: Language, words: LanguageWords = EVERY_LANGUAGE_READY) {
  return createStore<AppState>()(
    persist(
      (...args) => ({
        ...createPreferencesSlice(initialLanguage, words)(...args),
        ...createWorkersSlice(...args),
        ...createTraceSlice(...args),
        ...createLayoutSlice(...args),
        ...createRuntimeSlice(...args),
        ...createWorkspaceSlice(...args),
        ...createSessionEditSlice(...args),
        ...createLibrarySlice(...args),
        ...createFileTreeSlice(...args),
        ...createNoticeSlice(...args),
        ...createCurrentSessionSlice(...args),
        ...createBreakpointsSlice(...args),
        ...createPresenterSlice(...args),
        ...createLessonProgressSlice(...args),
      }),
      {
        name: 'toolscope.preferences',
        version: 1,
        storage: createJSONStorage(() =>
          forgivingStorage(() => (typeof localStorage === 'undefined' ? undefined : localStorage)),
        ),
        partialize: (state) => ({
          language: state.rememberedLanguage,
          theme: state.theme,
          inspectorTab: state.inspectorTab,
          guideCollapsed: state.guideCollapsed,
          guidePace: state.guidePace,
          textScale: state.textScale,
          lessonPicks: state.lessonPicks,
          lessonReveals: state.lessonReveals,
        }),
        // A stored value this version does not offer (edited by hand, a later version's) falls back.
        merge: (stored, current) => {
          const merged = mergeStoredPreferences(stored, current);
          return { ...merged, rememberedLanguage: merged.language };
        },
      },
    ),
  );
}

export type AppStore = ReturnType<typeof createAppStore>;
export type { Language, ThemeChoice } from './preferences-slice';
export type { WorkerName, WorkerStatus } from './workers-slice';
export type { TraceSource } from './trace-slice';
export { INSPECTOR_TABS, type InspectorTab } from './layout-slice';
export type {
  RuntimePort,
  LoadOutcome,
  ControlCommand,
  RuntimeStatus,
  RuntimeWaiting,
  RunSpec,
  LiveInput,
  RecordedRevision,
  RecordedState,
} from './runtime-slice';
export {
  entryAt,
  listingEntries,
  listingEntryAt,
  packListing,
  textFileOf,
  textOf,
  type ListingEntry,
  type WorkspaceEntry,
  type WorkspaceListing,
  type WorkspaceSnapshot,
} from './workspace-slice';
export type { LibrarySaveState, SaveIndicator } from './library-slice';
export { saveIndicator, finishedOf, editsKeptHere } from './library-slice';
export type { Notice } from './notice-slice';
export { TEXT_SCALES, type TextScale } from './presenter-slice';
export type { CurrentSession } from './current-session-slice';
