// For tests: a built-in lesson opened as the page opens it — the runtime loaded paused, nothing released —
// then driven as the guide's "Run the next step" drives it: the runtime's finish-step command, once per
// click. What a test reads afterwards is what the page would hold: the events released so far (the page's
// trace, its cursor at the live end) and why the runtime paused. The same in-process runtime and replay
// mode as run-lesson.ts (a question no recording answers fails the run instead of waiting).
import type { TraceEvent } from '../../../engine/trace/trace-events';
import { createInProcessRuntime } from '../../../runtime/host/node-runtime';
import type { PauseReason } from '../../../runtime/stepping/release-latch';
import { runSpecOf } from '../../session-document';
import type { Lesson, LessonLanguage } from '../lesson';
import { lessonDocumentIn } from '../lesson-variants';

export interface ClickedLesson {
  /** Released before the first click (the page's trace when the lesson has just opened). */
  readonly releasedBeforeClick: readonly TraceEvent[];
  /** Released after the clicks: the page's trace. */
  readonly released: readonly TraceEvent[];
  /** Why the runtime paused, one entry per pause. */
  readonly pauses: readonly PauseReason[];
  /** Runs the lesson on to its end and returns its whole trace (the lesson's pin reads it). */
  readonly runToEnd: () => Promise<readonly TraceEvent[]>;
}

/** A macrotask turn: the engine computes ahead meanwhile, so anything released late would show. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
const SETTLE_TURNS = 5;

/** `lang`: the conversation the lesson is told in (lesson-variants.ts). */
export async function clickNextStep(
  lesson: Lesson,
  lang: LessonLanguage,
  clicks = 1,
): Promise<ClickedLesson> {
  const created = await createInProcessRuntime(runSpecOf(lessonDocumentIn(lesson, lang)), {
    mode: 'replay',
    askPolicy: { kind: 'fail' },
    start: { kind: 'paused' },
  });
  if (!created.ok) throw new Error(created.reason);
  const { runtime } = created;
  const released: TraceEvent[] = [];
  const pauses: PauseReason[] = [];
  let pausedNow: () => void = () => undefined;
  runtime.latch.subscribe({
    released: (events) => released.push(...events),
    paused: (reason) => {
      pauses.push(reason);
      pausedNow();
    },
  });
  const done = runtime.runAll();
  for (let i = 0; i < SETTLE_TURNS; i += 1) await turn();
  const releasedBeforeClick = [...released];
  for (let click = 0; click < clicks; click += 1) {
    const paused = new Promise<void>((resolve) => (pausedNow = resolve));
    runtime.command({ kind: 'finish-step' });
    await Promise.race([paused, done]);
    for (let i = 0; i < SETTLE_TURNS; i += 1) await turn();
  }
  const shown = [...released];
  const snapshotPauses = [...pauses];
  return {
    releasedBeforeClick,
    released: shown,
    pauses: snapshotPauses,
    runToEnd: async () => {
      runtime.command({ kind: 'run' });
      const report = await done;
      created.dispose();
      if (report.unanswered)
        throw new Error(`unanswered permission question for ${report.unanswered.callId}`);
      return runtime.log.events;
    },
  };
}
