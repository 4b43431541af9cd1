// Finding, before any call, the first pattern of a schema that RE2 cannot take, with its place.
import { describe, expect, it } from 'vitest';
import { firstUnsupportedPattern } from './unsupported-patterns';

describe('firstUnsupportedPattern', () => {
  it('finds a pattern at any depth, with its JSON Pointer and the reason', () => {
    const schema = {
      type: 'object',
      properties: {
        ok: { type: 'string', pattern: '^[a-z]+$' },
        list: { type: 'array', items: { anyOf: [{ type: 'string', pattern: '(a)\\1' }] } },
      },
    };
    expect(firstUnsupportedPattern(schema)).toEqual({
      pointer: '/properties/list/items/anyOf/0/pattern',
      pattern: '(a)\\1',
      problem: { kind: 'backreference' },
    });
  });

  it('checks patternProperties keys and propertyNames, escaping the pointer', () => {
    expect(firstUnsupportedPattern({ patternProperties: { 'a/(?=b)': {} } })).toMatchObject({
      pointer: '/patternProperties/a~1(?=b)',
      problem: { kind: 'lookaround' },
    });
    expect(firstUnsupportedPattern({ propertyNames: { pattern: '[' } })).toMatchObject({
      pointer: '/propertyNames/pattern',
      problem: { kind: 'syntax' },
    });
  });

  it('leaves data alone: a default or an enum may hold a key named pattern', () => {
    const schema = {
      type: 'object',
      properties: { pattern: { type: 'string', default: '(?=x)' } },
      default: { pattern: '(?=x)' },
      enum: [{ pattern: '(?=x)' }],
    };
    expect(firstUnsupportedPattern(schema)).toBeNull();
  });

  it('reads a lookaround sign inside a character class or after an escape as text', () => {
    expect(firstUnsupportedPattern({ pattern: '[(?=]\\(?=' })).toBeNull();
  });
});
