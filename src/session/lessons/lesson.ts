// A lesson is a document (schema/lesson.schema.json, files named *.lesson.json): a session document plus its
// guide — notes anchored to a step or an event and pointing at what the pipeline view can show, and "predict,
// then reveal" checkpoints. A checkpoint never stores its answer: its `answer` is a selector over the trace
// (trace-readings.ts), and the answer is whatever that selector reads on the lesson's trace; the choices are
// the plausible answers a learner picks from, and a test proves exactly one of them is the computed one.
import type { SessionDocument } from '../session-document';
import type { TraceReading } from './trace-readings';

export const LESSON_FORMAT = 'toolscope.lesson';
export const LESSON_FORMAT_VERSION = 1;

export interface LocalizedText {
  readonly en: string;
  readonly zh: string;
}

/**
 * When a note is shown: from the end of a main-agent step (0: before the first), from an event (its seq), or
 * at the run's end, however many steps it took (`end`: the note for a run that may go another way than the
 * recording, e.g. on the learner's own model).
 */
export type NoteAnchor =
  | { readonly kind: 'step'; readonly step: number }
  | { readonly kind: 'event'; readonly seq: number }
  | { readonly kind: 'end' };

/**
 * What a note points at, in the pipeline view's names (docs/pipeline-view.md): a stage id, a call id (at a
 * stage of its path), or an inspector tab's row key (`call:<id>`, `tool:<name>`). Kept as strings here
 * (session/ may not import state/); the guide checks them against the view's own lists before focusing.
 * `compare` points at the compare view instead: it opens "Compare two runs" with the lesson's recording
 * beside the session on screen (a lesson that asks the learner to run it another way, e.g. on their model).
 */
export type NoteFocus =
  | { readonly kind: 'stage'; readonly stage: string }
  | { readonly kind: 'call'; readonly callId: string; readonly stage?: string }
  | { readonly kind: 'row'; readonly tab: string; readonly key: string }
  | { readonly kind: 'compare' };

export interface LessonNote {
  readonly at: NoteAnchor;
  readonly text: LocalizedText;
  readonly focus?: NoteFocus;
}

export interface Checkpoint {
  readonly id: string;
  /** The player asks before this step runs and reveals once the step has ended. */
  readonly step: number;
  readonly question: LocalizedText;
  /** Shown verbatim; they are trace vocabulary (tool names, verdicts, codes), the same in both languages. */
  readonly choices: readonly string[];
  /** The selector whose reading of the trace is the answer. */
  readonly answer: TraceReading;
  /** Why the answer is what it is, shown after the reveal. */
  readonly explanation: LocalizedText;
  /**
   * What `answer` read when the author wrote it (the lesson editor keeps it): a script edit that makes the
   * selector read otherwise flags the checkpoint as moved (authoring/moved-answers.ts). Never shown to a learner.
   */
  readonly expected?: string;
}

export interface LessonGuideDocument {
  readonly notes: readonly LessonNote[];
  readonly checkpoints: readonly Checkpoint[];
}

export interface Lesson {
  readonly format: typeof LESSON_FORMAT;
  readonly formatVersion: typeof LESSON_FORMAT_VERSION;
  /** Stable, URL-safe: `&lesson=<id>`. */
  readonly id: string;
  readonly number: number;
  readonly title: LocalizedText;
  readonly summary: LocalizedText;
  readonly guide: LessonGuideDocument;
  /** The session in English: what a lesson without a variant runs in every language. */
  readonly document: SessionDocument;
  /** The same session told in another language (lesson-variants.ts); optional, so older files stay valid. */
  readonly variants?: LessonVariants;
}

/** The languages a lesson's conversation can be told in; `document` is the English one. */
export type LessonLanguage = 'en' | 'zh';

export interface LessonVariants {
  readonly zh?: ConversationVariant;
}

/**
 * A conversation told in another language, as an overlay of `document`'s human-language text only: the
 * session title, each user message, each scripted turn's `content` (turn by turn, the same number of turns,
 * a turn with text where the English one has text), and the strings of a call's arguments where they are
 * prose (VariantTurn). Tools, workspace, recorded inputs and settings are not in it, and a call keeps its
 * shape, so each step runs the same calls in the same batches and every checkpoint reads the same answer.
 */
export interface ConversationVariant {
  readonly title: string;
  readonly userMessages: readonly string[];
  readonly script: readonly VariantTurn[];
}

/**
 * One scripted turn in another language: its text, and optionally its calls' arguments said again where they
 * hold human-language text (a TodoWrite list's items). A call's arguments may differ from the English ones
 * only in their strings: the same keys, array lengths, numbers, booleans and nulls (variantProblems checks
 * it), so the calls still have the same shape. `null` keeps that call's English arguments.
 */
/** A scripted call's arguments (an object, or a string sent as is), as the session's provider spells them. */
type ScriptedCallOf<P> = P extends { readonly kind: 'scripted'; readonly script: readonly (infer T)[] }
  ? T extends { readonly toolCalls?: readonly (infer C)[] }
    ? C
    : never
  : never;
type RestatedArguments =
  ScriptedCallOf<SessionDocument['provider']> extends { readonly arguments: infer A } ? A : never;

export interface VariantTurn {
  readonly content?: string;
  readonly toolCalls?: readonly ({ readonly arguments: RestatedArguments } | null)[];
}
