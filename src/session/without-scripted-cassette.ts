// A scripted session's cassette is left out of what is shared and kept: the script reproduces those responses
// exactly, links stay short, and a cassette recorded only as far as the session had run would end a reopened
// session there ("Request 2 was never recorded") instead of letting the script go on.
import type { SessionDocument } from './session-document';

export function withoutScriptedCassette(document: SessionDocument): SessionDocument {
  if (document.provider.kind !== 'scripted') return document;
  const { cassette: _replayedByTheScript, ...inputsOnly } = document;
  return inputsOnly;
}
