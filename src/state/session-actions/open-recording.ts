// The embedded player's lesson, from its recording (session/lessons/lesson-recording.ts) instead of the
// runtime worker: the store ends as opening the lesson and running it to its end would leave it
// (open-document.ts with `runToEnd`), and nothing of the runtime loads. When something needs the runtime
// after all (a change, a count the recording lacks), `adoptRuntime` replays the session in it behind a
// placeholder and puts the cursor back where it was: the trace is the same, so nothing on screen moves.
import { lessonById } from '../../session/lessons/lesson-catalog';
import type { LessonRecording } from '../../session/lessons/lesson-recording';
import { runSpecOf } from '../../session/session-document';
import { traceHash } from '../../session/trace-hash';
import type { LoadOutcome, RuntimePort } from '../runtime-slice';
import { openingMode } from '../session-edit/reload-plan';
import type { SessionActionDeps } from './deps';
import type { OpenOutcome } from './open-document';

export interface RecordedLessonRequest {
  readonly lessonId: string;
  /** Show the end of this step (null: the end of the run). */
  readonly step: number | null;
}

export function openRecordedLesson(
  deps: SessionActionDeps,
  request: RecordedLessonRequest,
  recording: LessonRecording,
): OpenOutcome {
  const lesson = lessonById(request.lessonId);
  if (!lesson || recording.lessonId !== lesson.id) {
    return { ok: false, reason: `There is no lesson "${request.lessonId}".` };
  }
  const store = deps.store.getState();
  store.setActiveSession(null);
  const spec = runSpecOf(lesson.document);
  const endpoint = store.adoptSessionProvider(spec.provider);
  store.showRecordedRun(spec, lesson.document.title, recording, { mode: openingMode(spec) });
  store.setCurrentSession({ document: lesson.document, lessonId: lesson.id });
  const stepEnd = recording.events.find(
    (e) => e.type === 'step-end' && e.scope === undefined && e.step === request.step,
  );
  if (stepEnd) store.selectEvent(stepEnd.seq);
  return { ok: true, endpoint };
}

/**
 * Runs the recorded session on screen in the runtime behind `port`, to its end, keeping the trace source
 * (what a person typed into a panel of this session stays) and the cursor. A refused load puts the
 * recording back and says why; the runtime is then not adopted.
 */
export async function adoptRuntime(deps: SessionActionDeps, port: RuntimePort): Promise<LoadOutcome> {
  const state = deps.store.getState();
  const { traceSource: source, cursorSeq, events: recorded, runtimeStatus: recordedStatus } = state;
  const document = state.currentSession?.document;
  if (!document || source.kind !== 'runtime') return { ok: false, reason: 'no recorded session is shown' };
  const spec = runSpecOf(document);
  const putBack = () => {
    deps.store.getState().loadTrace(recorded, source);
    deps.store.getState().selectEvent(cursorSeq);
    if (recordedStatus) deps.store.getState().setRuntimeStatus(recordedStatus);
  };
  // Emptied under the same source: the runtime's pushes of this load fill it again, event by event.
  state.loadTrace([], source);
  const loaded = await port.load(spec, { mode: openingMode(spec) });
  if (!loaded.ok) {
    putBack();
    return loaded;
  }
  await port.control('run');
  await new Promise<void>((resolve) => {
    // A status of this load (not the recorded one) saying the run ended.
    const ended = () => {
      const status = deps.store.getState().runtimeStatus;
      return status !== recordedStatus && status?.phase === 'finished';
    };
    if (ended()) return resolve();
    const unsubscribe = deps.store.subscribe(() => {
      if (!ended()) return;
      unsubscribe();
      resolve();
    });
  });
  const live = deps.store.getState().events;
  if (traceHash(live) !== traceHash(recorded)) {
    // Cannot happen with a recording the build checked; if it does, the runtime's trace is the truth.
    console.warn('ToolScope: the runtime traced this lesson differently from its recording');
  }
  deps.store.getState().selectEvent(cursorSeq);
  return { ok: true };
}
