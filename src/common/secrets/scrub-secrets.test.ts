import { describe, expect, it } from 'vitest';
import { MIN_SECRET_LENGTH, withSecretSource, type KnownSecrets } from './known-secrets';
import { createScrubber } from './scrub-secrets';

const KEY = 'sk-test-0123456789abcdef';
const keys = (...values: string[]): KnownSecrets => [{ source: 'provider-keys', label: '[API key]', values }];

describe('the secret scrubber', () => {
  it('replaces every occurrence of a known key in a text by its label', () => {
    const scrub = createScrubber(keys(KEY));
    expect(scrub.text(`Incorrect API key provided: ${KEY}. Again: ${KEY}`)).toBe(
      'Incorrect API key provided: [API key]. Again: [API key]',
    );
    expect(scrub.holdsSecret(`x${KEY}x`)).toBe(true);
    expect(scrub.holdsSecret('nothing here')).toBe(false);
  });

  it('never touches text for a value shorter than the minimum, so a short "key" mangles nothing', () => {
    const short = 'x'.repeat(MIN_SECRET_LENGTH - 1);
    const scrub = createScrubber(keys(short, 'ollama'));
    expect(scrub.text(`${short} ollama`)).toBe(`${short} ollama`);
    expect(createScrubber(keys('y'.repeat(MIN_SECRET_LENGTH))).text('y'.repeat(MIN_SECRET_LENGTH))).toBe(
      '[API key]',
    );
  });

  it('replaces a longer key whole when a shorter known key is part of it', () => {
    const long = `${KEY}-and-more`;
    expect(createScrubber(keys(KEY, long)).text(`a ${long} b ${KEY}`)).toBe('a [API key] b [API key]');
  });

  it('scrubs every string of a value, keys included, and shares what held no secret', () => {
    const clean = { kept: ['a', { b: 1 }] };
    const value = { clean, list: [KEY, 2, null], [KEY]: { deep: `Bearer ${KEY}` } };
    const scrubbed = createScrubber(keys(KEY)).value(value);
    expect(JSON.stringify(scrubbed)).not.toContain(KEY);
    expect(scrubbed).toEqual({
      clean,
      list: ['[API key]', 2, null],
      '[API key]': { deep: 'Bearer [API key]' },
    });
    expect(scrubbed.clean).toBe(clean);
    expect(createScrubber(keys(KEY)).value(clean)).toBe(clean);
  });

  it('labels each source its own way, and a source set again replaces its values', () => {
    let known = withSecretSource([], { source: 'provider-keys', label: '[API key]', values: [KEY] });
    known = withSecretSource(known, {
      source: 'mcp-tokens',
      label: '[MCP token]',
      values: ['tok-abcdefghijkl'],
    });
    expect(createScrubber(known).text(`${KEY} tok-abcdefghijkl`)).toBe('[API key] [MCP token]');
    known = withSecretSource(known, { source: 'provider-keys', label: '[API key]', values: [] });
    expect(createScrubber(known).text(`${KEY} tok-abcdefghijkl`)).toBe(`${KEY} [MCP token]`);
  });
});
