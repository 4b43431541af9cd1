// A lesson: a ready session document, narration in English and Chinese tied to the steps where it matters,
// and "predict, then reveal" checkpoints. A checkpoint never stores its answer: it names a trace reading, and
// the answer is whatever that reading returns on the lesson's trace (see trace-readings.ts). The choices are
// the plausible answers a learner picks from; a test proves exactly one of them is the computed one.
import type { SessionDocument } from '../session-document';
import type { TraceReading } from './trace-readings';

export interface LocalizedText {
  readonly en: string;
  readonly zh: string;
}

export interface LessonNote {
  /** Shown while the player is at this step (0: before the first step). */
  readonly step: number;
  readonly text: LocalizedText;
}

export interface Checkpoint {
  readonly id: string;
  /** The player pauses before this step runs, asks, and reveals once the step has run. */
  readonly step: number;
  readonly question: LocalizedText;
  /** Shown verbatim; they are trace vocabulary (tool names, verdicts, codes), the same in both languages. */
  readonly choices: readonly string[];
  readonly reading: TraceReading;
  /** Why the answer is what it is, shown after the reveal. */
  readonly explanation: LocalizedText;
}

export interface Lesson {
  /** Stable, URL-safe: `&lesson=<id>`. */
  readonly id: string;
  readonly number: number;
  readonly title: LocalizedText;
  readonly summary: LocalizedText;
  readonly document: SessionDocument;
  readonly notes: readonly LessonNote[];
  readonly checkpoints: readonly Checkpoint[];
}
