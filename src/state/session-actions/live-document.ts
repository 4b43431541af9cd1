// The session as it stands now, for Share and Export. The document a session was opened from lacks what
// happened since (a human-as-model turn, an editor edit, a terminal command, a settings change), so ask the
// runtime for its current spec, which carries every recorded input. A scripted session's cassette is left
// out (without-scripted-cassette.ts). A link or a file also says where the session stood (`openAtCursor`).
import { counterStepAt, pointOf, type TraceEvent } from '../../engine';
import { withoutScriptedCassette } from '../../session/without-scripted-cassette';
import { documentOf, type OpenAt, type SessionDocument } from '../../session/session-document';
import type { CurrentSession } from '../current-session-slice';
import type { SessionActionDeps } from './deps';

export async function liveDocument(
  deps: SessionActionDeps,
  session: CurrentSession,
): Promise<SessionDocument> {
  const spec = await deps
    .runtime()
    ?.exportSpec()
    .catch(() => null);
  if (!spec) return session.document;
  return withoutScriptedCassette(documentOf(spec, session.document.title));
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

/** The live document with where it stands at the cursor: what Export downloads. */
export async function documentAtCursor(
  deps: SessionActionDeps,
  session: CurrentSession,
): Promise<SessionDocument> {
  const document = await liveDocument(deps, session);
  const { events, cursorSeq } = deps.store.getState();
  return { ...document, openAt: openAtCursor(events, cursorSeq, session.lessonId) };
}
