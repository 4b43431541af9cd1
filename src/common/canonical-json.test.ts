import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import { propertyOptions } from './testing/property-runs';

describe('canonicalJson', () => {
  it('sorts keys at every depth, also inside arrays of arrays', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, [{ z: 1, y: [[{ k: 1, j: 2 }]] }]], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,[{"y":[[{"j":2,"k":1}]],"z":1}]]},"b":1}',
    );
  });

  it('orders keys by UTF-16 code unit, integer-like keys as text', () => {
    // U+FF5E sorts after the surrogate pair of U+1F600 by code unit (0xFF5E > 0xD83D), before it by code point.
    expect(canonicalJson({ '\uFF5E': 1, '😀': 2, é: 3, z: 4, Z: 5 })).toBe(
      '{"Z":5,"z":4,"é":3,"😀":2,"～":1}',
    );
    expect(canonicalJson({ 10: 'a', 2: 'b', 1: 'c' })).toBe('{"1":"c","10":"a","2":"b"}');
  });

  it('leaves out undefined, function and symbol members, and writes them as null in arrays', () => {
    const value = { a: undefined, b: () => 1, c: Symbol('s'), d: 1, e: [undefined, () => 1, Symbol('t'), 2] };
    expect(canonicalJson(value)).toBe('{"d":1,"e":[null,null,null,2]}');
    expect(canonicalJson(value)).toBe(JSON.stringify({ d: 1, e: [null, null, null, 2] }));
  });

  it('writes a value JSON cannot hold as null at the top level too', () => {
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson(() => 1)).toBe('null');
    expect(canonicalJson(Symbol('s'))).toBe('null');
  });

  it('writes numbers as JSON does: -0 as 0, non-finite as null', () => {
    expect(canonicalJson([-0, 0, 1e21, 1.5, -2, NaN, Infinity, -Infinity])).toBe(
      '[0,0,1e+21,1.5,-2,null,null,null]',
    );
    expect(canonicalJson({ zero: -0 })).toBe('{"zero":0}');
  });

  it('keeps non-ASCII as it is and escapes lone surrogates and control characters', () => {
    expect(canonicalJson({ 名: '轨迹 — ü 😀', lone: 'a\uD800b\uDFFF', ctl: '\u0000\n"\\' })).toBe(
      '{"ctl":"\\u0000\\n\\"\\\\","lone":"a\\ud800b\\udfff","名":"轨迹 — ü 😀"}',
    );
  });

  it('reads back as the value JSON.stringify gives, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value) ?? 'null'));
      }),
      propertyOptions(100),
    );
  });

  it('does not depend on the order keys were added in', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(record));
      }),
      propertyOptions(100),
    );
  });
});

describe('canonicalJson on deep values (issue 36)', () => {
  it('writes a value 10,000 levels deep without recursion, as JSON.stringify would if it could', () => {
    const depth = 10_000;
    const text = `{"v":${'['.repeat(depth)}{"b":1,"a":2}${']'.repeat(depth)}}`;
    expect(canonicalJson(JSON.parse(text))).toBe(text.replace('{"b":1,"a":2}', '{"a":2,"b":1}'));
  });
});
