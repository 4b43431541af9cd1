import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentOf, runSpecOf, type SessionDocument } from '../session-document';
import { base64urlToBytes, bytesToBase64url } from '../../common/base64';
import { decodeShareLink } from './decode-share-link';
import { encodeShareFragment } from './encode-share-link';
import { splitShareFragment, withShareFragment } from './share-format';
import { linkFit } from './share-limits';
import { FIXTURE_DOCUMENTS } from './testing/share-fixtures';
import { propertyOptions } from '../../common/testing/property-runs';

const [parallelReads, userTools] = FIXTURE_DOCUMENTS as [SessionDocument, SessionDocument];

function encoded(document: SessionDocument, step: number | null = null): string {
  const result = encodeShareFragment(document, step);
  if (!result.ok) throw new Error(result.reason);
  return result.fragment;
}

describe('base64url', () => {
  it('round-trips any bytes and uses only the URL-safe alphabet', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = bytesToBase64url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        const back = base64urlToBytes(text);
        expect(back.ok && [...back.bytes]).toEqual([...bytes]);
      }),
      propertyOptions(100),
    );
  });

  it('refuses characters outside the alphabet instead of skipping them', () => {
    expect(base64urlToBytes('abc+').ok).toBe(false);
    expect(base64urlToBytes('ab=c').ok).toBe(false);
    expect(base64urlToBytes('abcde').ok).toBe(false);
  });
});

describe('share links', () => {
  it('round-trip a document and the step it was shared at', () => {
    for (const [document, step] of [
      [parallelReads, 2],
      [userTools, null],
      [parallelReads, 1],
    ] as const) {
      const decoded = decodeShareLink(`https://example.org/app/#${encoded(document, step)}`);
      expect(decoded.ok).toBe(true);
      if (!decoded.ok) continue;
      expect(decoded.step).toBe(step);
      // The link leaves out settings equal to the defaults (settings-without-defaults.ts): the same run.
      const { $schema: _schema, settings, ...withoutSchema } = document;
      const { settings: decodedSettings, ...decodedRest } = decoded.document;
      expect(decodedRest).toEqual(withoutSchema);
      expect(runSpecOf(decoded.document).settings).toEqual(runSpecOf(document).settings);
      expect(Object.keys(decodedSettings).length).toBeLessThanOrEqual(Object.keys(settings).length);
    }
  });

  it('have the documented shape `s=<version>.<base64url>`', () => {
    expect(encoded(parallelReads)).toMatch(/^s=1\.[A-Za-z0-9_-]+$/);
  });

  it('are shorter than the document as plain JSON', () => {
    const fragment = encoded(parallelReads);
    expect(fragment.length).toBeLessThan(JSON.stringify(parallelReads).length * 0.75);
  });

  it('accept the pasted forms: a whole URL, "#s=…", "s=…", with other fragment parameters', () => {
    const fragment = encoded(parallelReads, 1);
    for (const input of [
      `#${fragment}`,
      fragment,
      `http://x/?embed=1#step=3&${fragment}`,
      `  ${fragment}\n`,
    ]) {
      expect(decodeShareLink(input).ok).toBe(true);
    }
    expect(splitShareFragment('http://x/#other=1')).toBeUndefined();
    expect(withShareFragment('http://x/a?embed=1#old', fragment)).toBe(`http://x/a?embed=1#${fragment}`);
  });

  it('refuse a step that is not a whole number', () => {
    expect(encodeShareFragment(parallelReads, 0).ok).toBe(false);
    expect(encodeShareFragment(parallelReads, 1.5).ok).toBe(false);
  });

  it('refuse to encode a document the loader would reject', () => {
    const broken = { ...parallelReads, userMessages: 'not a list' } as unknown as SessionDocument;
    const result = encodeShareFragment(broken, null);
    expect(result.ok).toBe(false);
  });

  it('rate their size for the meter', () => {
    expect(linkFit(2_000)).toBe('chat');
    expect(linkFit(2_001)).toBe('everywhere');
    expect(linkFit(8_000)).toBe('everywhere');
    expect(linkFit(8_001)).toBe('file-only');
  });
});

describe('no API key in a link', () => {
  const KEY = 'sk-proj-THISISNOTAREALKEY0123456789abcdef';

  function linkText(fragment: string): string {
    const decoded = decodeShareLink(fragment);
    return decoded.ok ? JSON.stringify(decoded.document) : '';
  }

  it('drops a key smuggled onto the provider object', () => {
    const smuggled = {
      ...userTools,
      provider: { ...userTools.provider, apiKey: KEY, headers: { Authorization: `Bearer ${KEY}` } },
    } as unknown as SessionDocument;
    const fragment = encoded(smuggled);
    expect(fragment).not.toContain(KEY);
    expect(linkText(fragment)).not.toContain(KEY);
    expect(linkText(fragment)).not.toMatch(/apiKey|Authorization/);
  });

  it('drops a key on a run spec turned into a document', () => {
    const spec = runSpecOf(userTools);
    const withKey = { ...spec, provider: { ...spec.provider, apiKey: KEY } };
    const fragment = encoded(documentOf(withKey, 'keyed'));
    expect(linkText(fragment)).not.toContain(KEY);
  });

  it('refuses when the key the app holds was pasted into the session itself', () => {
    const pasted = { ...parallelReads, userMessages: [`my key is ${KEY}`] };
    const result = encodeShareFragment(pasted, null, { secrets: [KEY] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/API key/);
    expect(encodeShareFragment(parallelReads, null, { secrets: [KEY] }).ok).toBe(true);
  });
});
