// The session as it stands now, for Share and Export. The document a session was opened from lacks what
// happened since (a human-as-model turn, an editor edit, a terminal command, a settings change), so ask the
// runtime for its current spec, which carries every recorded input. A scripted session's cassette is left
// out (without-scripted-cassette.ts). A link or a file also says where the session stood (`openAtCursor`);
// an exported file of a lesson also carries the learner's progress in it (`openAt.progress`), a link never.
import { counterStepAt, pointOf, type TraceEvent } from '../../engine';
import { withoutScriptedCassette } from '../../session/without-scripted-cassette';
import { documentOf, type OpenAt, type SessionDocument } from '../../session/session-document';
import { withExpectations } from '../../session/expectations';
import { progressForFile } from '../../session/lessons/lesson-progress';
import type { CurrentSession } from '../current-session-slice';
import { lessonProgressOf } from '../lesson-progress-slice';
import type { SessionActionDeps } from './deps';
import { outboundDocument } from '../ways-out';

export async function liveDocument(
  deps: SessionActionDeps,
  session: CurrentSession,
): Promise<SessionDocument> {
  const spec = await deps
    .runtime()
    ?.exportSpec()
    .catch(() => null);
  const state = deps.store.getState();
  if (!spec) return outboundDocument(state, session.document);
  const document = withoutScriptedCassette(documentOf(spec, session.document.title));
  return outboundDocument(state, withExpectations(document, state.expectations));
}

/**
 * Where the session stands at the cursor, for a link or an exported file: the point (the event shown), the
 * step the step counter shows there, and the lesson it came from. Opening the link or file pauses there.
 */
export function openAtCursor(
  events: readonly TraceEvent[],
  cursorSeq: number | null,
  lessonId: string | null,
): OpenAt {
  return {
    point: pointOf(events, cursorSeq),
    step: counterStepAt(events, cursorSeq),
    ...(lessonId === null ? {} : { lesson: lessonId }),
  };
}

/**
 * The live document with where it stands at the cursor and, for a built-in lesson, the learner's progress in
 * it (guesses and revealed answers, session/lessons/lesson-progress.ts): what Export downloads. A written
 * lesson's file opens without its guide, so its progress has nowhere to go and stays in this browser.
 */
export async function documentAtCursor(
  deps: SessionActionDeps,
  session: CurrentSession,
): Promise<SessionDocument> {
  const document = await liveDocument(deps, session);
  const state = deps.store.getState();
  const openAt = openAtCursor(state.events, state.cursorSeq, session.lessonId);
  const progress =
    session.lessonId === null ? null : progressForFile(lessonProgressOf(state, session.lessonId));
  return { ...document, openAt: progress === null ? openAt : { ...openAt, progress } };
}
