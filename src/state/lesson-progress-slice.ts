// A learner's progress, by lesson and checkpoint, remembered between visits with the other preferences: the
// guesses (a reload or a reopened tab shows every one as it was picked, and the score the ending counts from
// them), and the answer each checkpoint showed when it was revealed (so the gallery can say which lessons
// are finished, and with what score, without replaying them). Kept by lesson (a built-in lesson's id, a
// written lesson's `written:<id>`), not by session, since a guess is what the learner predicted for that
// lesson's checkpoint, whichever copy of it they step through. An exported file carries a lesson's progress
// (`openAt.progress`, session/lessons/lesson-progress.ts); opening one lays it over what is kept here.
import type { StateCreator } from 'zustand';
import { isPlainObject } from '../engine/orchestrator/parse-tool-call';
import type { LessonProgress } from '../session/session-document';

/** The texts of one lesson by checkpoint id: its picked choices, or its revealed answers. */
export type LessonPicks = Readonly<Record<string, string>>;

export interface LessonProgressSlice {
  /** Guesses by lesson key (lessonProgressKey). */
  lessonPicks: Readonly<Record<string, LessonPicks>>;
  /** The answer each revealed checkpoint read from the trace, by lesson key: revealed once, kept revealed. */
  lessonReveals: Readonly<Record<string, LessonPicks>>;
  pickChoice: (lessonKey: string, checkpointId: string, choice: string) => void;
  /** The checkpoints the guide shows revealed, with their answers; nothing changes when all are known. */
  recordReveals: (lessonKey: string, answers: LessonPicks) => void;
  /** A file's progress for the lesson, laid over what is kept: its checkpoints win, the others stay. */
  restoreProgress: (lessonKey: string, progress: LessonProgress) => void;
  /** Forgets every lesson's guesses and reveals (the gallery's "Clear progress", once confirmed). */
  clearProgress: () => void;
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

const NO_TEXTS: LessonPicks = {};

/** What is kept of every lesson's progress: the slice's two records. */
export type KeptProgress = Pick<LessonProgressSlice, 'lessonPicks' | 'lessonReveals'>;

/** One lesson's progress as kept (empty when there is none). */
export function lessonProgressOf(state: KeptProgress, lessonKey: string): LessonProgress {
  return {
    picks: ownTexts(state.lessonPicks, lessonKey),
    revealed: ownTexts(state.lessonReveals, lessonKey),
  };
}

/** Own keys only: a lesson key comes from a file or a link, and `constructor` must not read the prototype. */
function ownTexts(byLesson: Readonly<Record<string, LessonPicks>>, lessonKey: string): LessonPicks {
  return Object.hasOwn(byLesson, lessonKey) ? (byLesson[lessonKey] ?? NO_TEXTS) : NO_TEXTS;
}

/** Bounds on what a stored value may hold: localStorage is shared with the page's other preferences. */
const MAX_LESSONS = 500;
const MAX_PICKS_PER_LESSON = 100;
const MAX_TEXT = 500;

const shortText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

/**
 * A stored value of `lessonPicks` or `lessonReveals` this version can use (written by hand or by another
 * version it is not): texts by checkpoint by lesson, within bounds.
 */
export function isLessonTextsRecord(value: unknown): value is Record<string, LessonPicks> {
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

/** `texts` with `more` laid over it, or `texts` itself when that changes nothing (no store write). */
function laidOver(texts: LessonPicks, more: LessonPicks): LessonPicks {
  const changed = Object.entries(more).some(([id, text]) => !Object.hasOwn(texts, id) || texts[id] !== text);
  return changed ? { ...texts, ...more } : texts;
}

export const createLessonProgressSlice: StateCreator<LessonProgressSlice, [], [], LessonProgressSlice> = (
  set,
) => ({
  lessonPicks: {},
  lessonReveals: {},
  pickChoice: (lessonKey, checkpointId, choice) =>
    set((state) => ({
      lessonPicks: {
        ...state.lessonPicks,
        [lessonKey]: { ...ownTexts(state.lessonPicks, lessonKey), [checkpointId]: choice },
      },
    })),
  recordReveals: (lessonKey, answers) =>
    set((state) => {
      const kept = ownTexts(state.lessonReveals, lessonKey);
      const next = laidOver(kept, answers);
      // The guide records on every change of what it shows: most of them reveal nothing new.
      return next === kept ? state : { lessonReveals: { ...state.lessonReveals, [lessonKey]: next } };
    }),
  restoreProgress: (lessonKey, progress) =>
    set((state) => ({
      lessonPicks: {
        ...state.lessonPicks,
        [lessonKey]: laidOver(ownTexts(state.lessonPicks, lessonKey), progress.picks),
      },
      lessonReveals: {
        ...state.lessonReveals,
        [lessonKey]: laidOver(ownTexts(state.lessonReveals, lessonKey), progress.revealed),
      },
    })),
  clearProgress: () => set({ lessonPicks: {}, lessonReveals: {} }),
});
