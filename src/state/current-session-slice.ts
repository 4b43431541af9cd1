// Which session document the page is showing, when it came from a lesson, a link, a file or the library:
// Share and Export need the document (the trace alone cannot be turned back into inputs), and the lesson
// guide needs the lesson. (It was a shadow store beside zustand in ui/share/current-session.ts.)
import type { StateCreator } from 'zustand';
import type { Lesson } from '../session/lessons/lesson';
import type { SessionDocument } from '../session/session-document';

export interface CurrentSession {
  readonly document: SessionDocument;
  /** Set when the session is a lesson, so the guide can show its narration and checkpoints. */
  readonly lessonId: string | null;
  /** A lesson written in the editor (not a built-in one): its guide comes from this document. */
  readonly lesson?: Lesson;
}

export interface CurrentSessionSlice {
  currentSession: CurrentSession | null;
  setCurrentSession: (session: CurrentSession | null) => void;
}

export const createCurrentSessionSlice: StateCreator<CurrentSessionSlice, [], [], CurrentSessionSlice> = (
  set,
) => ({
  currentSession: null,
  setCurrentSession: (currentSession) => set({ currentSession }),
});
