// Share = the session document's inputs, deflate-raw at the highest level, base64url, behind `s=1.`.
// Encoding refuses a document the loader would reject (a link must open), and refuses when any secret the
// caller holds — the API key typed into the settings — appears anywhere in the payload, e.g. pasted into a
// user message. That is the second wall behind shareableDocument's field-by-field rebuild.
import { loadSessionValue } from '../load-session';
import type { SessionDocument } from '../session-document';
import { encodeLinkPayload } from './link-payload';
import { SHARE_FRAGMENT_KEY, SHARE_LINK_VERSION } from './share-format';
import { isShareStep, shareableDocument, type SharePayload } from './share-payload';

export type ShareEncoding =
  | { readonly ok: true; readonly fragment: string; readonly payloadBytes: number }
  | { readonly ok: false; readonly reason: string };

export interface EncodeOptions {
  /** Strings that must never appear in a link (the API keys the app currently holds). */
  readonly secrets?: readonly string[];
}

export function encodeShareFragment(
  document: SessionDocument,
  step: number | null,
  options: EncodeOptions = {},
): ShareEncoding {
  if (!isShareStep(step)) return { ok: false, reason: 'The step must be a whole number ≥ 1, or none.' };
  const session = shareableDocument(document);
  const checked = loadSessionValue(session);
  if (!checked.ok) return { ok: false, reason: `This session cannot be shared: ${checked.reason}` };
  const payload: SharePayload = { step, session };
  const json = JSON.stringify(payload);
  for (const secret of options.secrets ?? []) {
    if (secret.length >= 8 && json.includes(secret)) {
      return {
        ok: false,
        reason: 'The session contains your API key (in a message or file); remove it before sharing.',
      };
    }
  }
  const { data, payloadBytes } = encodeLinkPayload(json);
  return { ok: true, fragment: `${SHARE_FRAGMENT_KEY}=${SHARE_LINK_VERSION}.${data}`, payloadBytes };
}
