import { describe, expect, it } from 'vitest';
import { escapeLoneSurrogates, hasLoneSurrogate, loneSurrogateKeyAt } from './unicode-text';

describe('lone surrogates', () => {
  it('are found, and pairs are not', () => {
    expect(hasLoneSurrogate('a\uD800b')).toBe(true);
    expect(hasLoneSurrogate('\uDC00')).toBe(true);
    expect(hasLoneSurrogate('😀 中')).toBe(false);
    expect(hasLoneSurrogate('\uDC00\uD800')).toBe(true); // reversed order is no pair
  });

  it('are escaped into well-formed text that encodeURIComponent takes, keeping texts apart', () => {
    const texts = ['a\uD800.txt', 'a\uD801.txt', 'a\\uD800.txt', 'a\\\uD800.txt', 'a😀.txt'];
    const escaped = texts.map(escapeLoneSurrogates);
    for (const text of escaped) expect(() => encodeURIComponent(text)).not.toThrow();
    expect(new Set(escaped).size).toBe(texts.length);
    expect(escapeLoneSurrogates('a😀.txt')).toBe('a😀.txt');
    expect(escapeLoneSurrogates('a\uD800.txt')).toBe('a\\uD800.txt');
  });

  it('are located in the keys of a JSON value (strings are data)', () => {
    expect(loneSurrogateKeyAt({ properties: { ok: {}, ['k\uD800']: {} } })).toBe('/properties/k\\uD800');
    expect(loneSurrogateKeyAt({ items: [{ properties: { ['\uDFFF']: {} } }] })).toBe(
      '/items/0/properties/\\uDFFF',
    );
    expect(loneSurrogateKeyAt({ enum: ['x', 'y\uDFFF'], properties: { ['a/b']: {} } })).toBeNull();
  });
});
