// Base64 (RFC 4648), the one implementation in ToolScope, written out so the same code runs in the page, the
// workers and Node (no Buffer, no btoa) and so decoding refuses what it cannot read instead of skipping it.
// Every caller holds bytes: text travels as UTF-8 (or as JSON, whose escapes keep even lone surrogates), so
// there is no string variant to get wrong. The variants:
//   bytesToBase64 / base64ToBytes          standard alphabet, padded, canonical only: workspace snapshots
//   lenientBase64ToBytes                   standard alphabet as atob reads it (WHATWG forgiving-base64): what
//                                          a person may have typed into a session file or a shell write
//   bytesToBase64url / base64urlToBytes    URL-safe alphabet (§5), no padding: share links
// Decoders return a reason rather than throwing; the link reader shows it to the person who opened the link.
const STANDARD = alphabet('base64', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');
const URL_SAFE = alphabet('base64url', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');
/** Bytes per encoded chunk (a multiple of 3): megabytes encode without one huge string of concatenations. */
const CHUNK_BYTES = 3 * 4096;
const PAD = '=';

export type Base64Decode =
  { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly reason: string };

interface Alphabet {
  readonly name: string;
  readonly digits: string;
  /** Value of each ASCII code, -1 for characters outside the alphabet. */
  readonly valueOf: Int16Array;
}

function alphabet(name: string, digits: string): Alphabet {
  const valueOf = new Int16Array(128).fill(-1);
  for (let i = 0; i < digits.length; i += 1) valueOf[digits.charCodeAt(i)] = i;
  return { name, digits, valueOf };
}

export function bytesToBase64(bytes: Uint8Array): string {
  return encode(bytes, STANDARD, true);
}

export function bytesToBase64url(bytes: Uint8Array): string {
  return encode(bytes, URL_SAFE, false);
}

/** Canonical padded base64 only: a length that is not a multiple of 4, or `=` anywhere but the end, is refused. */
export function base64ToBytes(text: string): Base64Decode {
  if (text.length % 4 !== 0) return wrongLength(STANDARD);
  return decodeDigits(withoutPadding(text), STANDARD);
}

/** As atob reads it: ASCII whitespace ignored, padding optional; anything else outside the alphabet refused. */
export function lenientBase64ToBytes(text: string): Base64Decode {
  const compact = text.replace(/[\t\n\f\r ]/g, '');
  return decodeDigits(compact.length % 4 === 0 ? withoutPadding(compact) : compact, STANDARD);
}

/** Unpadded base64url; `=`, `+` and `/` are refused like any other character outside its alphabet. */
export function base64urlToBytes(text: string): Base64Decode {
  return decodeDigits(text, URL_SAFE);
}

/** The byte count padded base64 text stands for, without decoding it. */
export function base64DecodedLength(text: string): number {
  return Math.floor((text.length * 3) / 4) - (text.length - withoutPadding(text).length);
}

function encode(bytes: Uint8Array, { digits }: Alphabet, padded: boolean): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
    const end = Math.min(start + CHUNK_BYTES, bytes.length);
    let chunk = '';
    for (let i = start; i < end; i += 3) {
      const left = end - i;
      const n = (bytes[i]! << 16) | ((left > 1 ? bytes[i + 1]! : 0) << 8) | (left > 2 ? bytes[i + 2]! : 0);
      chunk += digits[n >> 18]! + digits[(n >> 12) & 63]!;
      if (left > 1) chunk += digits[(n >> 6) & 63]!;
      if (left > 2) chunk += digits[n & 63]!;
      else if (padded) chunk += left > 1 ? PAD : PAD + PAD;
    }
    parts.push(chunk);
  }
  return parts.join('');
}

/** Text ending in one or two `=` without them. */
function withoutPadding(text: string): string {
  if (text.endsWith(PAD + PAD)) return text.slice(0, -2);
  return text.endsWith(PAD) ? text.slice(0, -1) : text;
}

/** Digits only, no padding; bits left over after the last whole byte are dropped, as every decoder does. */
function decodeDigits(text: string, { name, valueOf }: Alphabet): Base64Decode {
  if (text.length % 4 === 1) return wrongLength({ name });
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let at = 0; // ends at bytes.length: 2, 3 or 4 digits always make 1, 2 or 3 whole bytes
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? valueOf[code]! : -1;
    if (value < 0) return { ok: false, reason: `the data has a character ${name} does not use at ${i}` };
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  return { ok: true, bytes };
}

function wrongLength({ name }: Pick<Alphabet, 'name'>): Base64Decode {
  return { ok: false, reason: `the data has a length no ${name} text can have` };
}
