// What decoding a share link answers, and the one sentence every refused link is said in. Kept apart from the
// decoder so the page can word a refusal (its decoding worker failed) without loading the decoder itself.
import type { LoadProblem } from '../../common/load-problem';
import type { SessionDocument } from '../session-document';

export type ShareProblem =
  | 'no-share-data'
  | 'unknown-version'
  | 'too-long'
  | 'not-base64url'
  | 'corrupt'
  | 'too-large'
  | 'not-json'
  | 'bad-shape'
  | 'invalid-session'
  /** The decoding itself failed (its worker crashed or ran out of memory). */
  | 'undecodable';

export type ShareDecoding =
  | {
      readonly ok: true;
      readonly document: SessionDocument;
      readonly step: number | null;
      readonly upgradedFrom?: number;
    }
  | {
      readonly ok: false;
      readonly problem: ShareProblem;
      readonly reason: string;
      /** For `invalid-session`: the session loader's problems, for the page to word in its language. */
      readonly details?: readonly LoadProblem[];
    };

/** A refused link, in the one sentence every refusal uses. */
export function refuseShareLink(
  problem: ShareProblem,
  why: string,
  details?: readonly LoadProblem[],
): ShareDecoding {
  const reason = `This link cannot be opened: ${why}. Nothing was changed.`;
  return { ok: false, problem, reason, ...(details ? { details } : {}) };
}
