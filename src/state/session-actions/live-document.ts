// The session as it stands now, for Share and Export. The document a session was opened from lacks what
// happened since (a human-as-model turn, an editor edit, a terminal command, a settings change), so ask the
// runtime for its current spec, which carries every recorded input. A scripted session's cassette is left
// out (without-scripted-cassette.ts).
import { withoutScriptedCassette } from '../../session/export/without-scripted-cassette';
import { documentOf, type SessionDocument } from '../../session/session-document';
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
