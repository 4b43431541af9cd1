// The lesson editor's state as components read it: this app's small store of it (ui/store/
// lesson-editor-store.ts), kept apart from the editor's chunk so the first page load carries only this.
import { useSyncExternalStore } from 'react';
import { useAppServices } from '../store/app-services';
import type { LessonEditorState, LessonEditorStore } from '../store/lesson-editor-store';

/** This app's lesson editor store: its state is read with useLessonEditor(). */
export function useLessonEditorStore(): LessonEditorStore {
  return useAppServices().lessonEditor;
}

export function useLessonEditor(): LessonEditorState {
  const editor = useLessonEditorStore();
  return useSyncExternalStore(editor.subscribe, editor.current, editor.current);
}
