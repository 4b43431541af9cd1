// The embedded player's lesson, from its recording (session/lessons/lesson-recording.ts) instead of the
// runtime worker: the store ends as opening the lesson and running it to its end would leave it
// (open-document.ts with `runToEnd`), and nothing of the runtime loads. When something needs the runtime
// after all (a change, a count the recording lacks), `adoptRuntime` replays the session in it: the trace
// it releases is the same, so nothing on screen moves.
import { eventsThroughPoint } from '../../engine/trace/trace-point';
import { lessonById } from '../../session/lessons/lesson-catalog';
import type { LessonRecording } from '../../session/lessons/lesson-recording';
import { lessonDocumentIn } from '../../session/lessons/lesson-variants';
import { runSpecOf } from '../../session/session-document';
import type { LoadOutcome, RuntimePort, RuntimeStatus } from '../runtime-slice';
import { openingMode } from '../session-edit/reload-plan';
import type { SessionActionDeps } from './deps';
import type { OpenOutcome } from './open-document';
import { pastEndText } from './link-past-end';

export interface RecordedLessonRequest {
  readonly lessonId: string;
  /** Show the end of this step (null: the end of the run). */
  readonly step: number | null;
  /** A lesson link's point: show the event it ends at (before `step`). */
  readonly point?: number | null;
}

export function openRecordedLesson(
  deps: SessionActionDeps,
  request: RecordedLessonRequest,
  recording: LessonRecording,
): OpenOutcome {
  const lesson = lessonById(request.lessonId);
  if (!lesson || recording.lessonId !== lesson.id) {
    const why = deps.text.t('shareLinks.noLesson', { id: request.lessonId });
    return { ok: false, reason: deps.text.t('shareLinks.refused', { why }) };
  }
  const store = deps.store.getState();
  store.setActiveSession(null);
  // The conversation recorded: the lesson's English session or its variant in the recording's language.
  const document = lessonDocumentIn(lesson, recording.lang ?? 'en');
  const spec = runSpecOf(document);
  const endpoint = store.adoptSessionProvider(spec.provider);
  store.showRecordedRun(spec, document.title, recording, { mode: openingMode(spec) });
  store.setCurrentSession({ document, lessonId: lesson.id });
  const point = request.point ?? null;
  const through = point === null ? 0 : eventsThroughPoint(recording.events, point).length;
  const stepEnd = recording.events.find(
    (e) => e.type === 'step-end' && e.scope === undefined && e.step === request.step,
  );
  if (point !== null && through < recording.events.length) store.selectEvent(Math.max(0, through - 1));
  else if (point === null && stepEnd) store.selectEvent(stepEnd.seq);
  const pastEnd = pastEndText(deps, lesson, recording.events, { at: point, step: request.step });
  if (pastEnd !== null) store.showNotice({ kind: 'info', text: pastEnd });
  return { ok: true, endpoint };
}

/**
 * Runs the recorded session on screen in the runtime behind `port`, to its end. The runtime releases the
 * same events the screen holds, which the port does not append twice (compose/runtime-port.ts): the trace,
 * its source (what a person typed into a panel of this session) and the cursor stay as they are, so the
 * panels keep drawing the recording meanwhile. A refused load says why; the runtime is then not adopted.
 */
export async function adoptRuntime(deps: SessionActionDeps, port: RuntimePort): Promise<LoadOutcome> {
  const state = deps.store.getState();
  const { traceSource: source, events: recorded, runtimeStatus: recordedStatus } = state;
  const document = state.currentSession?.document;
  if (!document || source.kind !== 'runtime') return { ok: false, reason: 'no recorded session is shown' };
  const spec = runSpecOf(document);
  const loaded = await port.load(spec, { mode: openingMode(spec) });
  if (!loaded.ok) {
    if (recordedStatus) deps.store.getState().setRuntimeStatus(recordedStatus);
    return loaded;
  }
  await port.control('run');
  const ended = await new Promise<RuntimeStatus>((resolve) => {
    // A status of this load (not the recorded one) saying the run ended.
    const check = () => {
      const status = deps.store.getState().runtimeStatus;
      if (status === recordedStatus || status?.phase !== 'finished') return false;
      unsubscribe();
      resolve(status);
      return true;
    };
    const unsubscribe = deps.store.subscribe(() => void check());
    check();
  });
  if (ended.released !== recorded.length || deps.store.getState().events.length !== recorded.length) {
    // Cannot happen with a recording the build checked against the pin; the runtime is the truth now.
    console.warn('ToolScope: the runtime traced this lesson differently from its recording');
  }
  return { ok: true };
}
