import { describe, expect, it } from 'vitest';
import { toStrictSchema } from './strict-schema';

describe('toStrictSchema', () => {
  it('makes optional enums nullable including null in the enum, and drops defaults', () => {
    expect(
      toStrictSchema({
        type: 'object',
        properties: { mode: { type: 'string', enum: ['a', 'b'], default: 'a' } },
      }),
    ).toEqual({
      type: 'object',
      properties: { mode: { type: ['string', 'null'], enum: ['a', 'b', null] } },
      required: ['mode'],
      additionalProperties: false,
    });
  });

  it('closes nested objects and objects without properties', () => {
    const strict = toStrictSchema({
      type: 'object',
      properties: { meta: { type: 'object' }, list: { type: 'array', items: { type: 'object', properties: { x: { type: 'number' } } } } },
      required: ['meta', 'list'],
    });
    expect(strict.properties?.meta).toEqual({ type: 'object', properties: {}, required: [], additionalProperties: false });
    expect(strict.properties?.list?.items).toEqual({
      type: 'object',
      properties: { x: { type: ['number', 'null'] } },
      required: ['x'],
      additionalProperties: false,
    });
  });

  it('wraps an untyped optional property in anyOf with null', () => {
    const strict = toStrictSchema({ type: 'object', properties: { v: { description: 'anything' } } });
    expect(strict.properties?.v).toEqual({ anyOf: [{ description: 'anything' }, { type: 'null' }] });
  });
});
