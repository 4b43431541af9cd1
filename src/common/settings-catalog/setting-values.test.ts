import { describe, expect, it } from 'vitest';
import {
  choiceSetting,
  integerSetting,
  integerTableSetting,
  settingGroup,
  textListSetting,
} from './define-setting';
import { jsonSchemaOf } from './setting-json-schema';
import { changedSettings, defaultsOf, mergeSettings, resolveOverDefaults } from './setting-values';

const CATALOG = settingGroup({
  description: 'A small catalog.',
  fields: {
    count: integerSetting({ description: 'A count.', default: 3, min: 1, max: 9 }),
    mode: choiceSetting({ description: 'A mode.', values: ['a', 'b'], default: 'a' }),
    inner: settingGroup({
      description: 'A group.',
      fields: {
        list: textListSetting({ description: 'A list.', default: [], maxItems: 4, itemMaxLength: 9 }),
        table: integerTableSetting({
          description: 'A table.',
          valueDescription: 'An entry.',
          default: { x: 1, y: 2 },
          keyPattern: '^[a-z]$',
          maxKeys: 5,
          min: 0,
          max: 10,
        }),
      },
    }),
  },
});

describe('a settings catalog', () => {
  it('gives every default, a group’s fields filled', () => {
    expect(defaultsOf(CATALOG)).toEqual({ count: 3, mode: 'a', inner: { list: [], table: { x: 1, y: 2 } } });
  });

  it('lays a partial over what is in force, never resetting what it leaves out', () => {
    const base = { count: 5, inner: { list: ['p'], table: { x: 7 } } };
    expect(mergeSettings(CATALOG, base, { inner: { table: { y: 4 } } })).toEqual({
      count: 5,
      inner: { list: ['p'], table: { x: 7, y: 4 } },
    });
    // A list is one value; an undefined field (as JavaScript may hand one over) is no change at all.
    const unset = { count: undefined } as unknown as { count: number };
    expect(mergeSettings(CATALOG, base, { ...unset, inner: { list: [] } })).toEqual({
      count: 5,
      inner: { list: [], table: { x: 7 } },
    });
    expect(base).toEqual({ count: 5, inner: { list: ['p'], table: { x: 7 } } });
    expect(resolveOverDefaults(CATALOG, { inner: { table: { x: 0 } } }).inner.table).toEqual({ x: 0, y: 2 });
  });

  it('says only what changed, at the finest depth', () => {
    const before = defaultsOf(CATALOG);
    expect(changedSettings(CATALOG, before, structuredClone(before))).toBeUndefined();
    const after = { ...before, mode: 'b' as const, inner: { ...before.inner, table: { x: 1, y: 3 } } };
    expect(changedSettings(CATALOG, before, after)).toEqual({ mode: 'b', inner: { table: { y: 3 } } });
  });

  it('publishes a closed JSON Schema with each description, range and default', () => {
    expect(jsonSchemaOf(CATALOG)).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: {
        count: { description: 'A count.', type: 'integer', minimum: 1, maximum: 9, default: 3 },
        mode: { enum: ['a', 'b'], default: 'a' },
        inner: {
          additionalProperties: false,
          properties: {
            list: { type: 'array', maxItems: 4, items: { minLength: 1, maxLength: 9 } },
            table: { propertyNames: { pattern: '^[a-z]$' }, additionalProperties: { maximum: 10 } },
          },
        },
      },
    });
  });
});
