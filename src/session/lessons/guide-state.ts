// What a lesson's guide shows for the events as of the cursor: the step just completed, the note in force,
// the checkpoints due (asked or revealed), and whether the lesson has ended. One pure function, so the page's
// guide, a "lesson at this step" link and the embed all derive the same state from a lesson id and a trace.
import { isWholeRunEnd } from '../../engine/trace/agent-spans';
import { lastEndedStep } from '../../engine/trace/main-step-ends';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { revealCheckpoint, type CheckpointReveal } from './checkpoint-answer';
import type { Checkpoint, Lesson, LessonNote, NoteAnchor } from './lesson';
import { lessonById } from './lesson-catalog';
import { assertNever } from '../../common/assert-never';

export interface DueCheckpoint {
  readonly checkpoint: Checkpoint;
  readonly reveal: CheckpointReveal;
}

export interface GuideState {
  readonly lesson: Lesson;
  /** The last main-agent step that has ended (0 before any): the number the guide, the counter and a share say. */
  readonly completedStep: number;
  /** The note in force: the last one (in the document's order) whose anchor has been reached. */
  readonly note: LessonNote | undefined;
  /** Checkpoints up to the next step, in the document's order. */
  readonly due: readonly DueCheckpoint[];
  /** The lesson's last run has ended: the guide shows its ending (lesson-recap.ts). */
  readonly ended: boolean;
}

export interface GuideOptions {
  /** The learner's picks by checkpoint id. */
  readonly picks?: Readonly<Record<string, string>>;
  /** Answers of checkpoints past this step stay hidden even once run (a link made at a step). */
  readonly revealThrough?: number;
}

/** The last main-agent step that has ended (0 before any has). */
export function completedStepOf(events: readonly TraceEvent[]): number {
  return lastEndedStep(events);
}

/**
 * The lesson's last run has ended: one main-agent run-end per user message the lesson sends. Lesson 7 asks
 * again after its first run ends, so the first run-end is not the lesson's end (its step-3 checkpoint is still
 * to come, and the guide's "Run the next step" must go on to it).
 */
export function lessonRunsEnded(lesson: Lesson, events: readonly TraceEvent[]): boolean {
  const runs = Math.max(1, lesson.document.userMessages.length);
  return events.filter(isWholeRunEnd).length >= runs;
}

export function anchorReached(
  anchor: NoteAnchor,
  events: readonly TraceEvent[],
  completedStep: number,
  runsEnded: boolean,
): boolean {
  switch (anchor.kind) {
    case 'step':
      return completedStep >= anchor.step;
    case 'event':
      return (events.at(-1)?.seq ?? -1) >= anchor.seq;
    case 'end':
      return runsEnded;
    default: {
      return assertNever(anchor);
    }
  }
}

export function guideState(
  lesson: Lesson,
  events: readonly TraceEvent[],
  options: GuideOptions = {},
): GuideState {
  const completedStep = completedStepOf(events);
  // A Task subagent's run-end closes its span only: the lesson ends with the main agent's last run.
  const ended = lessonRunsEnded(lesson, events);
  const note = lesson.guide.notes.findLast((n) => anchorReached(n.at, events, completedStep, ended));
  const due = lesson.guide.checkpoints
    .filter((c) => c.step <= completedStep + 1)
    .map((checkpoint) => ({
      checkpoint,
      reveal: revealCheckpoint(
        checkpoint,
        events,
        options.picks?.[checkpoint.id] ?? null,
        options.revealThrough,
      ),
    }));
  return { lesson, completedStep, note, due, ended };
}

/**
 * The API for the guide, links and embeds: a built-in lesson's guide state by its id (null for an id that
 * names none), or a written lesson's from its document (the editor's preview, a lesson link, "Your lessons").
 */
export function guideStateOf(
  lessonOrId: string | Lesson,
  events: readonly TraceEvent[],
  options: GuideOptions = {},
): GuideState | null {
  const lesson = typeof lessonOrId === 'string' ? lessonById(lessonOrId) : lessonOrId;
  return lesson ? guideState(lesson, events, options) : null;
}
