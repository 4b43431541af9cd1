// Opening a link: every stage can fail, and each failure is a value with one sentence a person can act on.
// Order matters: cheap checks on the text first, then inflation under a byte cap, then a scan of the JSON text
// for depth and string length before JSON.parse, then forbidden keys, then the session schema. Nothing from
// the link is evaluated; its strings only ever reach React as text.
import { loadSessionValue } from '../load-session';
import { decodeLinkPayload } from './link-payload';
import { SHARE_LINK_VERSION, splitShareFragment } from './share-format';
import { isShareStep } from './share-payload';
import { refuseShareLink, type ShareDecoding } from './share-refusal';

export type { ShareDecoding, ShareProblem } from './share-refusal';

export function decodeShareLink(input: string): ShareDecoding {
  const split = splitShareFragment(input);
  if (!split) return refuseShareLink('no-share-data', 'it holds no "#s=" session data');
  if (split.version !== String(SHARE_LINK_VERSION)) {
    return refuseShareLink(
      'unknown-version',
      split.version === ''
        ? 'the data has no format version'
        : `it uses link format "${split.version.slice(0, 12)}", and this ToolScope reads format ${SHARE_LINK_VERSION}`,
    );
  }
  const opened = decodeLinkPayload(split.data);
  if (!opened.ok) return refuseShareLink(opened.problem, opened.why);
  const payload = opened.value;
  if (!isShareStep(payload.step)) return refuseShareLink('bad-shape', 'its step is not a whole number ≥ 1');
  const loaded = loadSessionValue(payload.session);
  if (!loaded.ok)
    return refuseShareLink(
      'invalid-session',
      `the session inside is invalid — ${loaded.reason}`,
      loaded.details,
    );
  return {
    ok: true,
    document: loaded.document,
    step: payload.step,
    ...(loaded.upgradedFrom === undefined ? {} : { upgradedFrom: loaded.upgradedFrom }),
  };
}
