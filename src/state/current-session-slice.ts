// Which session document the page is showing, when it came from a lesson, a link, a file or the library:
// Share and Export need the document (the trace alone cannot be turned back into inputs), and the lesson
// guide needs the lesson. (It was a shadow store beside zustand in ui/share/current-session.ts.)
import type { StateCreator } from 'zustand';
import type { Lesson, LocalizedText } from '../session/lessons/lesson';
import type { SessionDocument } from '../session/session-document';

/**
 * A library entry opened from "Your lessons" whose lesson is no longer the one it was opened with: the guide
 * is not shown (its notes were written for another script), and the dock says why in its place. `changed`
 * carries the lesson as it is now, so it can be opened afresh.
 */
export type LostWrittenLesson =
  | { readonly kind: 'gone'; readonly title: LocalizedText }
  | { readonly kind: 'changed'; readonly title: LocalizedText; readonly lesson: Lesson }
  | { readonly kind: 'unreadable'; readonly title: LocalizedText; readonly reason: string };

export interface CurrentSession {
  readonly document: SessionDocument;
  /** Set when the session is a lesson, so the guide can show its narration and checkpoints. */
  readonly lessonId: string | null;
  /** A lesson written in the editor (not a built-in one): its guide comes from this document. */
  readonly lesson?: Lesson;
  /** Set instead of `lesson` when the entry's written lesson was changed or deleted since (see above). */
  readonly lostLesson?: LostWrittenLesson;
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
