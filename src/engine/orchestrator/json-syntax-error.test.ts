import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findJsonSyntaxError } from './json-syntax-error';
import { propertyOptions } from '../../common/testing/property-runs';

describe('findJsonSyntaxError', () => {
  it('accepts valid JSON of every kind', () => {
    for (const text of [
      '{}',
      '[]',
      ' {"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"]} ',
      '"s"',
      '0',
      '-0.1E+2',
    ]) {
      expect(findJsonSyntaxError(text)).toBeNull();
    }
  });

  it('locates the first error, in our own words', () => {
    expect(findJsonSyntaxError('{"a":}')).toEqual({
      offset: 5,
      line: 1,
      column: 6,
      message: 'expected a value but found "}" at line 1, column 6',
    });
    expect(findJsonSyntaxError('{"path": "a.ts"')?.message).toBe(
      "expected ',' or '}' but found the end of the text at line 1, column 16",
    );
    expect(findJsonSyntaxError('{\n  "a": 1,\n  b: 2}')).toMatchObject({ line: 3, column: 3 });
    expect(findJsonSyntaxError("{'a': 1}")?.message).toContain('a property name in double quotes');
    expect(findJsonSyntaxError('[1,]')?.message).toContain('expected a value');
    expect(findJsonSyntaxError('01')?.message).toContain('the end of the text');
    expect(findJsonSyntaxError('"\\x"')?.message).toContain('a valid escape');
    expect(findJsonSyntaxError('{} x')?.offset).toBe(3);
  });

  it('agrees with JSON.parse on validity for arbitrary texts', () => {
    const jsonish = fc.string({
      unit: fc.constantFrom(...'{}[]",:0123456789-.eE+ tfnrulase\\ux\n'.split('')),
      maxLength: 24,
    });
    fc.assert(
      fc.property(fc.oneof(jsonish, fc.json(), fc.string()), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(findJsonSyntaxError(text) === null).toBe(valid);
      }),
      propertyOptions(3000),
    );
  });
});
