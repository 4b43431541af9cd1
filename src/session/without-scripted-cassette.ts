// A scripted session's cassette is left out of what is shared and kept: the script reproduces those responses
// exactly, links stay short, and a cassette recorded only as far as the session had run would end a reopened
// session there ("Request 2 was never recorded") instead of letting the script go on. A fork keeps its
// cassette: it is what the fork replays by fit, and where it stopped is its finding, which the script
// would not reproduce (decision 0710).
import type { SessionDocument } from './session-document';

export function withoutScriptedCassette(document: SessionDocument): SessionDocument {
  if (document.provider.kind !== 'scripted' || document.fork !== undefined) return document;
  const { cassette: _replayedByTheScript, ...inputsOnly } = document;
  return inputsOnly;
}
