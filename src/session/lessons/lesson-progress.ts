// A learner's progress in a lesson as data (issue 32): where the lesson stands for the gallery (not begun,
// started, finished with its score), what an exported file carries of it, and what opening a file takes from
// it. The score is counted as the lesson's ending counts it (lesson-recap.ts's checkpointScore), from the
// answers recorded when each checkpoint was revealed instead of from a trace: the gallery shows every
// lesson, and replaying thirteen lessons to draw a list is not on.
import type { LessonProgress } from '../session-document';
import type { Lesson } from './lesson';

export const NO_PROGRESS: LessonProgress = { picks: {}, revealed: {} };

/** The bounds schema/session.schema.json sets on `openAt.progress`: what a file may carry. */
export const PROGRESS_FILE_LIMITS = { maxCheckpoints: 100, maxTextChars: 500 } as const;
const CHECKPOINT_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The text kept for a checkpoint, own keys only (a checkpoint id may be any word, `constructor` too). */
function textOf(texts: Readonly<Record<string, string>>, id: string): string | undefined {
  const text: unknown = Object.hasOwn(texts, id) ? texts[id] : undefined;
  return typeof text === 'string' ? text : undefined;
}

export interface LessonStanding {
  /** `new`: nothing picked or revealed; `finished`: every checkpoint revealed. */
  readonly kind: 'new' | 'started' | 'finished';
  readonly revealed: number;
  /** Revealed checkpoints whose pick was the answer. */
  readonly right: number;
  /** Revealed checkpoints with a pick and an answer among the choices (as the ending counts). */
  readonly answered: number;
  readonly total: number;
}

export function lessonStanding(lesson: Lesson, progress: LessonProgress): LessonStanding {
  const { checkpoints } = lesson.guide;
  let revealed = 0;
  let right = 0;
  let answered = 0;
  for (const checkpoint of checkpoints) {
    const answer = textOf(progress.revealed, checkpoint.id);
    if (answer === undefined) continue;
    revealed += 1;
    const pick = textOf(progress.picks, checkpoint.id);
    // An answer none of the choices names (a run that went its own way) scores no guess, right or wrong.
    if (pick === undefined || !checkpoint.choices.includes(answer)) continue;
    answered += 1;
    if (pick === answer) right += 1;
  }
  const picked = checkpoints.some((checkpoint) => textOf(progress.picks, checkpoint.id) !== undefined);
  const total = checkpoints.length;
  const kind = total > 0 && revealed === total ? 'finished' : revealed > 0 || picked ? 'started' : 'new';
  return { kind, revealed, right, answered, total };
}

/** The entries a file may carry (a checkpoint id, a short text), at most as many as it may hold. */
function fitForFile(texts: Readonly<Record<string, string>>): Record<string, string> {
  const fit = Object.entries(texts).filter(
    ([id, text]) =>
      CHECKPOINT_ID.test(id) &&
      typeof text === 'string' &&
      text.length > 0 &&
      text.length <= PROGRESS_FILE_LIMITS.maxTextChars,
  );
  return Object.fromEntries(fit.slice(0, PROGRESS_FILE_LIMITS.maxCheckpoints));
}

/**
 * What Export writes into `openAt.progress`: the stored progress within the schema's bounds (a value kept in
 * this browser that would not load again is left out, not written), or null when there is none to carry.
 */
export function progressForFile(progress: LessonProgress): LessonProgress | null {
  const picks = fitForFile(progress.picks);
  const revealed = fitForFile(progress.revealed);
  if (Object.keys(picks).length === 0 && Object.keys(revealed).length === 0) return null;
  return { picks, revealed };
}

/**
 * What opening a file takes from its `openAt.progress` (already checked in shape and bounds by the schema):
 * only the lesson's own checkpoints, and a pick only when it is one of the checkpoint's choices. Anything
 * else (a checkpoint another version of the lesson had, a choice written by hand) is left out quietly: it
 * could never be shown, and the session itself opens either way.
 */
export function progressFromFile(lesson: Lesson, progress: LessonProgress): LessonProgress {
  const picks: Record<string, string> = {};
  const revealed: Record<string, string> = {};
  for (const checkpoint of lesson.guide.checkpoints) {
    const pick = textOf(progress.picks, checkpoint.id);
    if (pick !== undefined && checkpoint.choices.includes(pick)) picks[checkpoint.id] = pick;
    const answer = textOf(progress.revealed, checkpoint.id);
    if (answer !== undefined && answer.length > 0) revealed[checkpoint.id] = answer;
  }
  return { picks, revealed };
}
