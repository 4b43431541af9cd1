// Opening a link: every stage can fail, and each failure is a value with one sentence a person can act on.
// Order matters: cheap checks on the text first, then inflation under a byte cap, then a scan of the JSON text
// for depth and string length before JSON.parse, then forbidden keys, then the session schema. Nothing from
// the link is evaluated; its strings only ever reach React as text.
import { strFromU8 } from 'fflate';
import { loadSessionValue } from '../load-session';
import { base64urlToBytes } from '../../common/base64';
import { inflateBounded } from './bounded-inflate';
import { checkJsonTextShape, findForbiddenKey } from './json-shape-guard';
import { SHARE_LINK_VERSION, splitShareFragment } from './share-format';
import { SHARE_LIMITS } from './share-limits';
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
  if (split.data.length > SHARE_LIMITS.maxEncodedChars) {
    return refuseShareLink('too-long', `the data is longer than ${SHARE_LIMITS.maxEncodedChars} characters`);
  }
  const decoded = base64urlToBytes(split.data);
  if (!decoded.ok)
    return refuseShareLink('not-base64url', `${decoded.reason} (was the link cut or changed?)`);
  const inflated = inflateBounded(
    decoded.bytes,
    SHARE_LIMITS.maxInflatedBytes,
    SHARE_LIMITS.inflateChunkBytes,
  );
  if (!inflated.ok)
    return refuseShareLink(inflated.kind, `${inflated.reason} (was the link cut or changed?)`);
  const text = strFromU8(inflated.bytes);
  const shapeProblem = checkJsonTextShape(text, SHARE_LIMITS);
  if (shapeProblem) return refuseShareLink('bad-shape', shapeProblem);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuseShareLink('not-json', 'the data is not JSON');
  }
  const forbidden = findForbiddenKey(value);
  if (forbidden)
    return refuseShareLink('bad-shape', `it uses the key "${forbidden}", which sessions never contain`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refuseShareLink('bad-shape', 'the data is not a share payload');
  }
  const payload = value as Record<string, unknown>;
  if (!isShareStep(payload.step)) return refuseShareLink('bad-shape', 'its step is not a whole number ≥ 1');
  const loaded = loadSessionValue(payload.session);
  if (!loaded.ok)
    return refuseShareLink('invalid-session', `the session inside is invalid — ${loaded.reason}`);
  return {
    ok: true,
    document: loaded.document,
    step: payload.step,
    ...(loaded.upgradedFrom === undefined ? {} : { upgradedFrom: loaded.upgradedFrom }),
  };
}
