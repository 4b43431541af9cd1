// Whether the lesson editor is open, previewing, or closed, and the draft being written: a tiny store of
// its own (it is the editor's business alone, read by the guide dock and the header's button), kept apart
// from the editor's chunk so the first page load carries only this.
import { useSyncExternalStore } from 'react';
import type { LessonDraft } from '../../session/lessons/authoring/lesson-draft';

export interface LessonEditorState {
  /** edit: the editor in the guide's place; preview: the real guide over the draft, with a way back. */
  readonly mode: 'closed' | 'edit' | 'preview';
  /** null: not started (the editor asks which session to start from). */
  readonly draft: LessonDraft | null;
}

let state: LessonEditorState = { mode: 'closed', draft: null };
const listeners = new Set<() => void>();

export function setLessonEditor(next: Partial<LessonEditorState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function updateDraft(change: (draft: LessonDraft) => LessonDraft): void {
  if (state.draft) setLessonEditor({ draft: change(state.draft) });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLessonEditor(): LessonEditorState {
  return useSyncExternalStore(subscribe, () => state);
}
