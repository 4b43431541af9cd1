// Whether the lesson editor is open, previewing, or closed, and the draft being written: a tiny store of
// its own (it is the editor's business alone, read by the guide dock and the header's button), one per app,
// made with its services. Components read it through ui/lesson-editor/editor-state.ts.
import type { LessonDraft } from '../../session/lessons/authoring/lesson-draft';

export interface LessonEditorState {
  /** edit: the editor in the guide's place; preview: the real guide over the draft, with a way back. */
  readonly mode: 'closed' | 'edit' | 'preview';
  /** null: not started (the editor asks which session to start from). */
  readonly draft: LessonDraft | null;
}

export interface LessonEditorStore {
  readonly current: () => LessonEditorState;
  readonly set: (next: Partial<LessonEditorState>) => void;
  /** Changes the draft, when one is being written. */
  readonly updateDraft: (change: (draft: LessonDraft) => LessonDraft) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createLessonEditorStore(): LessonEditorStore {
  let state: LessonEditorState = { mode: 'closed', draft: null };
  const listeners = new Set<() => void>();
  const set = (next: Partial<LessonEditorState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    current: () => state,
    set,
    updateDraft(change) {
      if (state.draft) set({ draft: change(state.draft) });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
