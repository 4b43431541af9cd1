import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8ByteLength, utf8Prefix } from './utf8';
import { propertyOptions } from '../../common/testing/property-runs';

const encoder = new TextEncoder();

describe('utf8', () => {
  it('counts bytes as TextEncoder does, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8ByteLength(text)).toBe(encoder.encode(text).length);
      }),
      propertyOptions(100),
    );
    expect(utf8ByteLength('\ud800x')).toBe(4);
  });

  it('cuts at a character boundary within the byte limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 0, max: 40 }), (text, max) => {
        const prefix = utf8Prefix(text, max);
        expect(text.startsWith(prefix)).toBe(true);
        expect(utf8ByteLength(prefix)).toBeLessThanOrEqual(max);
      }),
      propertyOptions(100),
    );
    expect(utf8Prefix('a😀b', 4)).toBe('a');
    expect(utf8Prefix('a😀b', 5)).toBe('a😀');
  });
});
