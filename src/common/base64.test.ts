import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64DecodedLength,
  base64ToBytes,
  base64urlToBytes,
  bytesToBase64,
  bytesToBase64url,
  lenientBase64ToBytes,
  type Base64Decode,
} from './base64';
import { SOURCE_FILES, sourceText } from './testing/source-files';
import { propertyOptions } from './testing/property-runs';

const bytesOf = (decoded: Base64Decode) => (decoded.ok ? [...decoded.bytes] : decoded.reason);
/** atob as the oracle for the lenient reader: its bytes, or the failure it throws. */
function atobBytes(text: string): number[] | 'refused' {
  try {
    return [...atob(text)].map((c) => c.charCodeAt(0));
  } catch {
    return 'refused';
  }
}

/** Text that is mostly base64, with everything a reader must refuse or skip mixed in. */
const base64ish = fc.string({
  unit: fc.constantFrom(...'AQgwZaz09+/-_=', ' ', '\n', '\t', 'é', '中', '😀', '\uD800', '\uDFFF', '\0'),
  maxLength: 24,
});
const anyText = fc.oneof(base64ish, fc.string({ unit: 'binary', maxLength: 24 }));

describe('base64 (standard alphabet, padded)', () => {
  it('writes what Node writes and reads it back, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = bytesToBase64(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64'));
        expect(bytesOf(base64ToBytes(text))).toEqual([...bytes]);
        expect(base64DecodedLength(text)).toBe(bytes.length);
      }),
      propertyOptions(100),
    );
  });

  it('encodes across chunk boundaries as one text', () => {
    const bytes = Uint8Array.from({ length: 3 * 4096 * 2 + 2 }, (_, i) => (i * 7919) % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(bytesOf(base64ToBytes(bytesToBase64(bytes)))).toEqual([...bytes]);
  });

  it('reads only canonical padded text: what atob reads, with no whitespace and a length of 4n', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const decoded = base64ToBytes(text);
        const canonicalShape = text.length % 4 === 0 && !/[\t\n\f\r ]/.test(text);
        const atobRead = atobBytes(text);
        expect(decoded.ok).toBe(canonicalShape && atobRead !== 'refused');
        if (decoded.ok) expect([...decoded.bytes]).toEqual([...Buffer.from(text, 'base64')]);
      }),
      propertyOptions(100),
    );
    expect(base64ToBytes('abc')).toEqual({
      ok: false,
      reason: 'the data has a length no base64 text can have',
    });
    expect(base64ToBytes('ab=c')).toEqual({
      ok: false,
      reason: 'the data has a character base64 does not use at 2',
    });
    expect(base64ToBytes('a*bc').ok).toBe(false);
    expect(base64ToBytes('YQ')).toMatchObject({ ok: false });
    expect(bytesOf(base64ToBytes(''))).toEqual([]);
  });
});

describe('lenientBase64ToBytes', () => {
  it('reads exactly what atob reads, and nothing atob refuses', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const decoded = lenientBase64ToBytes(text);
        expect(decoded.ok ? [...decoded.bytes] : 'refused').toEqual(atobBytes(text));
      }),
      propertyOptions(100),
    );
    expect(bytesOf(lenientBase64ToBytes(' Y Q\n'))).toEqual([0x61]);
    expect(bytesOf(lenientBase64ToBytes('YQ=='))).toEqual([0x61]);
  });
});

describe('base64url (URL-safe alphabet, unpadded)', () => {
  it('writes what Node writes and reads it back, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = bytesToBase64url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        expect(bytesOf(base64urlToBytes(text))).toEqual([...bytes]);
      }),
      propertyOptions(100),
    );
  });

  it('reads text of its alphabet only, and gives the reason for anything else', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const decoded = base64urlToBytes(text);
        expect(decoded.ok).toBe(/^[A-Za-z0-9_-]*$/.test(text) && text.length % 4 !== 1);
        if (decoded.ok) expect([...decoded.bytes]).toEqual([...Buffer.from(text, 'base64url')]);
      }),
      propertyOptions(100),
    );
    // The share-link reader shows these sentences.
    expect(base64urlToBytes('abcde')).toEqual({
      ok: false,
      reason: 'the data has a length no base64url text can have',
    });
    expect(base64urlToBytes('abc+')).toEqual({
      ok: false,
      reason: 'the data has a character base64url does not use at 3',
    });
    expect(base64urlToBytes('ab=c').ok).toBe(false);
    expect(base64urlToBytes('ab\uD800c').ok).toBe(false);
  });
});

describe('text through base64, as it travels (UTF-8 of its JSON)', () => {
  it('comes back unchanged, lone surrogates and non-ASCII included', () => {
    const encoder = new TextEncoder();
    const decoder = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const bytes = encoder.encode(JSON.stringify(text));
        for (const [encode, decode] of [
          [bytesToBase64, base64ToBytes],
          [bytesToBase64url, base64urlToBytes],
        ] as const) {
          const back = decode(encode(bytes));
          expect(back.ok && JSON.parse(decoder.decode(back.bytes))).toBe(text);
        }
      }),
      propertyOptions(100),
    );
    expect(bytesToBase64(new TextEncoder().encode(JSON.stringify('轨迹 \uD800')))).toBe(
      Buffer.from('"轨迹 \\ud800"').toString('base64'),
    );
  });
});

describe('base64 has one implementation', () => {
  it('lives in src/common/base64.ts: no other alphabet table, no btoa or atob in the app', () => {
    const app = SOURCE_FILES.filter((file) => file.startsWith('src/') && !/\.test\.tsx?$/.test(file));
    const offenders = app.filter((file) =>
      /ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789|\b(btoa|atob)\(/.test(sourceText(file)),
    );
    expect(offenders).toEqual(['src/common/base64.ts']);
  });
});
