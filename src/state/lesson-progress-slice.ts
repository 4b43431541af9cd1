// A learner's guesses, by lesson and checkpoint, remembered between visits with the other preferences: a
// reload or a reopened tab shows every guess as it was picked, and the score the lesson's ending counts from
// them. Kept by lesson (a built-in lesson's id, a written lesson's `written:<id>`), not by session, since a
// guess is what the learner predicted for that lesson's checkpoint, whichever copy of it they step through.
import type { StateCreator } from 'zustand';
import { isPlainObject } from '../engine/orchestrator/parse-tool-call';

/** The guesses of one lesson: the picked choice by checkpoint id. */
export type LessonPicks = Readonly<Record<string, string>>;

export interface LessonProgressSlice {
  /** Guesses by lesson key (lessonProgressKey). */
  lessonPicks: Readonly<Record<string, LessonPicks>>;
  pickChoice: (lessonKey: string, checkpointId: string, choice: string) => void;
}

/**
 * Where a session's lesson keeps its guesses: a built-in lesson's id, `written:<id>` for one written in the
 * app (the current session carries the written lesson itself, a built-in one by id); null for no lesson.
 */
export function lessonProgressKey(session: {
  readonly lesson?: { readonly id: string } | null;
  readonly lessonId?: string | null;
}): string | null {
  if (session.lesson) return `written:${session.lesson.id}`;
  return session.lessonId ?? null;
}

/** Bounds on what a stored value may hold: localStorage is shared with the page's other preferences. */
const MAX_LESSONS = 500;
const MAX_PICKS_PER_LESSON = 100;
const MAX_TEXT = 500;

const shortText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

/** A stored value of `lessonPicks` this version can use (written by hand or by another version it is not). */
export function isLessonPicksRecord(value: unknown): value is Record<string, LessonPicks> {
  if (!isPlainObject(value)) return false;
  const lessons = Object.entries(value);
  if (lessons.length > MAX_LESSONS) return false;
  return lessons.every(([key, picks]) => {
    if (!shortText(key) || !isPlainObject(picks)) return false;
    const entries = Object.entries(picks);
    return (
      entries.length <= MAX_PICKS_PER_LESSON &&
      entries.every(([id, choice]) => shortText(id) && shortText(choice))
    );
  });
}

export const createLessonProgressSlice: StateCreator<LessonProgressSlice, [], [], LessonProgressSlice> = (
  set,
) => ({
  lessonPicks: {},
  pickChoice: (lessonKey, checkpointId, choice) =>
    set((state) => ({
      lessonPicks: {
        ...state.lessonPicks,
        [lessonKey]: { ...state.lessonPicks[lessonKey], [checkpointId]: choice },
      },
    })),
});
