import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../protocol/json-schema';
import { dropStrictNulls } from './strict-nulls';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    path: { type: 'string' },
    offset: { type: 'integer' },
    note: { type: ['string', 'null'] },
    edits: {
      type: 'array',
      items: {
        type: 'object',
        properties: { old: { type: 'string' }, all: { type: 'boolean' } },
        required: ['old'],
      },
    },
  },
  required: ['path'],
};

describe('dropStrictNulls', () => {
  it('drops a null for an optional property, at any depth the schema describes', () => {
    expect(
      dropStrictNulls(schema, { path: 'a', offset: null, edits: [{ old: 'x', all: null }, { old: 'y' }] }),
    ).toEqual({ path: 'a', edits: [{ old: 'x' }, { old: 'y' }] });
  });

  it('keeps a null the schema accepts, a null for a required property, and unknown keys', () => {
    const input = { path: null, note: null, extra: null };
    expect(dropStrictNulls(schema, input)).toBe(input);
  });

  it('returns the same object when nothing changes, and keeps __proto__ as a plain key', () => {
    const input = { path: 'a' };
    expect(dropStrictNulls(schema, input)).toBe(input);
    const hostile = JSON.parse('{"path": "a", "offset": null, "__proto__": {"polluted": true}}') as object;
    const cleaned = dropStrictNulls(schema, hostile) as Record<string, unknown>;
    expect(Object.keys(cleaned)).toEqual(['path', '__proto__']);
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
