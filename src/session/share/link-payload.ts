// The data of any link that carries JSON compressed in its fragment (a shared session, a lesson written in
// the editor): deflate-raw at the highest level, then base64url (decision 0600). Opening is guarded: the
// data's length, base64url, inflation under a byte cap, a scan of the JSON text for depth and string length
// before JSON.parse, then forbidden keys. What the value must be is the caller's check (the session schema,
// the lesson schema).
import { deflateSync, strFromU8, strToU8 } from 'fflate';
import { base64urlToBytes, bytesToBase64url } from '../../common/base64';
import { inflateBounded } from '../../common/bounded-inflate';
import { checkJsonTextShape, findForbiddenKey } from './json-shape-guard';
import { SHARE_LIMITS } from './share-limits';
import type { ShareProblem } from './share-refusal';

export type LinkPayload =
  | { readonly ok: true; readonly value: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly problem: ShareProblem; readonly why: string };

/** `dictionary`: the preset dictionary of the link's format (written-lesson links from format 2), if any. */
export function decodeLinkPayload(data: string, dictionary?: Uint8Array): LinkPayload {
  const refuse = (problem: ShareProblem, why: string): LinkPayload => ({ ok: false, problem, why });
  if (data.length > SHARE_LIMITS.maxEncodedChars) {
    return refuse('too-long', `the data is longer than ${SHARE_LIMITS.maxEncodedChars} characters`);
  }
  const decoded = base64urlToBytes(data);
  if (!decoded.ok) return refuse('not-base64url', `${decoded.reason} (was the link cut or changed?)`);
  const inflated = inflateBounded(
    decoded.bytes,
    SHARE_LIMITS.maxInflatedBytes,
    SHARE_LIMITS.inflateChunkBytes,
    dictionary,
  );
  if (!inflated.ok) return refuse(inflated.kind, `${inflated.reason} (was the link cut or changed?)`);
  const text = strFromU8(inflated.bytes);
  const shapeProblem = checkJsonTextShape(text, SHARE_LIMITS);
  if (shapeProblem) return refuse('bad-shape', shapeProblem);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse('not-json', 'the data is not JSON');
  }
  const forbidden = findForbiddenKey(value);
  if (forbidden) return refuse('bad-shape', `it uses the key "${forbidden}", which sessions never contain`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refuse('bad-shape', 'the data is not a share payload');
  }
  return { ok: true, value: value as Readonly<Record<string, unknown>> };
}

/** The link data for a JSON text, and how many UTF-8 bytes the text was. */
export function encodeLinkPayload(
  json: string,
  dictionary?: Uint8Array,
): { readonly data: string; readonly payloadBytes: number } {
  const bytes = strToU8(json);
  const options = { level: 9, mem: 12, ...(dictionary ? { dictionary } : {}) } as const;
  return { data: bytesToBase64url(deflateSync(bytes, options)), payloadBytes: bytes.length };
}
