// A lesson's run, recorded at build time (scripts/lesson-recordings/): the embedded player plays it instead
// of starting the runtime worker, so an article's reader downloads a few kilobytes of trace, not the runtime
// and the tokenizer (issue 14). The runtime is deterministic, so the recording is exactly what the worker
// would release; the build checks its hash against lesson-pins.json, so a stale one cannot ship.
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { RuntimeStatus } from '../../runtime/worker/runtime-messages';
import type { LessonLanguage } from './lesson';

export const LESSON_RECORDING_FORMAT = 1;

export interface LessonRecording {
  readonly format: typeof LESSON_RECORDING_FORMAT;
  readonly lessonId: string;
  /** The conversation recorded (lesson-variants.ts); absent in a recording of the English one. */
  readonly lang?: LessonLanguage;
  /** The pinned trace hash the build checked it against (that language's pin). */
  readonly traceHash: string;
  /** Every event the runtime released running the lesson to its end, in order. */
  readonly events: readonly TraceEvent[];
  /** The runtime's status once the run ended (what the worker's last push said). */
  readonly status: RuntimeStatus;
  /**
   * o200k_base token counts of the History tab's messages at the end of the run, one per message in order
   * (state/selectors/history-view.ts, `historyWireTexts`): every earlier position shows a prefix of them, so
   * the player shows exact counts without the tokenizer.
   */
  readonly historyTokens: readonly number[];
}

/** The build's name for a lesson's recording in a language: `<id>`, or `<id>_<lang>` (never in an id). */
export function lessonRecordingKey(lessonId: string, lang: LessonLanguage): string {
  return lang === 'en' ? lessonId : `${lessonId}_${lang}`;
}

/**
 * The recording if `value` is one of `lessonId` told in `lang`, in this format; null otherwise (the player
 * then runs it live).
 */
export function readLessonRecording(
  value: unknown,
  lessonId: string,
  lang: LessonLanguage = 'en',
): LessonRecording | null {
  if (typeof value !== 'object' || value === null) return null;
  const recording = value as Partial<LessonRecording>;
  const { events, historyTokens, status } = recording;
  const ok =
    recording.format === LESSON_RECORDING_FORMAT &&
    recording.lessonId === lessonId &&
    (recording.lang ?? 'en') === lang &&
    typeof recording.traceHash === 'string' &&
    Array.isArray(events) &&
    events.every((event: TraceEvent | null, i) => typeof event === 'object' && event?.seq === i) &&
    Array.isArray(historyTokens) &&
    historyTokens.every((n) => Number.isSafeInteger(n) && n >= 0) &&
    typeof status === 'object' &&
    status !== null &&
    status.phase === 'finished';
  return ok ? (recording as LessonRecording) : null;
}
