// The hostile-link fuzz: links random and crafted (more than a thousand in a deep run, npm run test:deep),
// none of which may throw, and each of which either opens as a schema-valid session or is refused with one
// clear sentence.
import fc from 'fast-check';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadSessionValue } from '../load-session';
import type { SessionDocument } from '../session-document';
import { bytesToBase64url } from '../../common/base64';
import { decodeShareLink, type ShareDecoding } from './decode-share-link';
import { encodeShareFragment } from './encode-share-link';
import { SHARE_LIMITS } from './share-limits';
import {
  FIXTURE_DOCUMENTS,
  SCRIPT_TEXTS,
  fragmentOfText,
  withTextEverywhere,
} from './testing/share-fixtures';
import { propertyOptions } from '../../common/testing/property-runs';

const [parallelReads] = FIXTURE_DOCUMENTS as [SessionDocument];
const good = encodeShareFragment(parallelReads, 2);
if (!good.ok) throw new Error(good.reason);
const GOOD = good.fragment;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The invariant for every link: no throw; refused with a clear message, or a document the loader accepts. */
function expectHarmless(link: string): ShareDecoding {
  const decoded = decodeShareLink(link);
  if (decoded.ok) expect(loadSessionValue(decoded.document).ok).toBe(true);
  else expect(decoded.reason).toMatch(/^This link cannot be opened: .+\. Nothing was changed\.$/);
  return decoded;
}

function expectRefused(link: string, problem: string): void {
  const decoded = expectHarmless(link);
  expect(decoded.ok ? 'opened' : decoded.problem).toBe(problem);
}

const payloadFragment = (payload: unknown): string => fragmentOfText(JSON.stringify(payload));

// 1,000 links in a deep run, a tenth of them otherwise (property-runs.ts).
const mutatedLinks = propertyOptions(1_000);

describe(`hostile links: random mutations (${mutatedLinks.numRuns.toLocaleString('en')} links)`, () => {
  it('survives replaced, inserted and deleted characters and truncation', () => {
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('replace'), at: fc.nat(), char: fc.constantFrom(...ALPHABET) }),
      fc.record({
        kind: fc.constant('insert'),
        at: fc.nat(),
        char: fc.constantFrom(...ALPHABET, '%', '.', '='),
      }),
      fc.record({ kind: fc.constant('delete'), at: fc.nat(), char: fc.constant('') }),
      fc.record({ kind: fc.constant('truncate'), at: fc.nat(), char: fc.constant('') }),
    );
    let refused = 0;
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        let link = GOOD;
        for (const m of mutations) {
          const at = 4 + (m.at % Math.max(1, link.length - 4));
          if (m.kind === 'replace') link = link.slice(0, at) + m.char + link.slice(at + 1);
          if (m.kind === 'insert') link = link.slice(0, at) + m.char + link.slice(at);
          if (m.kind === 'delete') link = link.slice(0, at) + link.slice(at + 1);
          if (m.kind === 'truncate') link = link.slice(0, at);
        }
        if (!expectHarmless(link).ok) refused += 1;
      }),
      mutatedLinks,
    );
    expect(refused).toBeGreaterThan(0.9 * mutatedLinks.numRuns);
  });

  it('survives random bytes behind a valid prefix and random text as a link', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        expectHarmless(`#s=1.${bytesToBase64url(bytes)}`);
      }),
      propertyOptions(300),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expectHarmless(text);
        expectHarmless(`#s=${text}`);
      }),
      propertyOptions(300),
    );
  });
});

describe('hostile links: crafted', () => {
  it('gives a clear message for missing, versionless, future-version, corrupt and truncated data', () => {
    expectRefused('https://example.org/', 'no-share-data');
    expectRefused('#s=abc', 'unknown-version');
    expectRefused(`#s=2.${GOOD.slice(4)}`, 'unknown-version');
    expectRefused('#s=1.a+b/', 'not-base64url');
    expectRefused('#s=1.AAAA', 'corrupt');
    expectRefused(GOOD.slice(0, GOOD.length - 20), 'corrupt');
    expectRefused(`#s=1.${'A'.repeat(SHARE_LIMITS.maxEncodedChars + 4)}`, 'too-long');
  });

  it('stops decompression bombs at the cap', () => {
    for (const size of [SHARE_LIMITS.maxInflatedBytes + 1, 20_000_000]) {
      const bomb = `{"step":0,"session":"${' '.repeat(size)}"}`;
      expectRefused(fragmentOfText(bomb), 'too-large');
    }
    const zeros = bytesToBase64url(deflateSync(new Uint8Array(50_000_000), { level: 9 }));
    expect(zeros.length).toBeLessThan(SHARE_LIMITS.maxEncodedChars);
    expectRefused(`s=1.${zeros}`, 'too-large');
  });

  it('refuses valid deflate of things that are not a session', () => {
    expectRefused(fragmentOfText('not json at all'), 'not-json');
    expectRefused(fragmentOfText('[1,2,3]'), 'bad-shape');
    expectRefused(payloadFragment({ step: 'two', session: parallelReads }), 'bad-shape');
    expectRefused(payloadFragment({ step: 1, session: { format: 'toolscope.session' } }), 'invalid-session');
    expectRefused(
      payloadFragment({ step: 1, session: { ...parallelReads, formatVersion: 99 } }),
      'invalid-session',
    );
    expectRefused(payloadFragment({ step: 1, session: { ...parallelReads, tools: 42 } }), 'invalid-session');
    expectRefused(payloadFragment({ step: null, session: null }), 'invalid-session');
  });

  it('refuses prototype keys anywhere, without polluting any prototype', () => {
    const craft = (inner: string) =>
      `{"step":0,"session":${JSON.stringify(parallelReads).replace('"title"', `${inner},"title"`)}}`;
    for (const inner of [
      '"__proto__":{"polluted":true}',
      '"constructor":{"prototype":{"polluted":true}}',
      '"settings2":{"a":[{"__proto__":{"polluted":true}}]}',
    ]) {
      expectRefused(fragmentOfText(craft(inner)), 'bad-shape');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses deep nesting and huge strings before parsing', () => {
    for (const depth of [SHARE_LIMITS.maxDepth + 1, 100_000]) {
      const deep = `{"step":0,"session":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      expectRefused(fragmentOfText(deep), 'bad-shape');
    }
    const huge = { ...parallelReads, title: 'x'.repeat(SHARE_LIMITS.maxStringChars + 1) };
    expectRefused(payloadFragment({ step: 0, session: huge }), 'bad-shape');
  });

  it('keeps script in every text field as inert text', () => {
    for (const script of SCRIPT_TEXTS) {
      const hostile = withTextEverywhere(parallelReads, script);
      const encoded = encodeShareFragment(hostile, 1);
      expect(encoded.ok).toBe(true);
      const decoded = encoded.ok ? expectHarmless(encoded.fragment) : undefined;
      expect(decoded?.ok && decoded.document.title).toBe(script);
      expect(decoded?.ok && decoded.document.userMessages).toEqual([script]);
    }
  });

  it('survives crafted payloads built from arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.jsonValue({ maxDepth: 3 }), (session, step) => {
        expectHarmless(payloadFragment({ step, session }));
        expectHarmless(payloadFragment(session));
      }),
      propertyOptions(200),
    );
  });
});
