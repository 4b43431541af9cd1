// The form for the keywords that are not one widget each: `$ref` into `$defs` / `definitions`, oneOf / anyOf
// as a picker of variants (named by title, discriminator or type), `allOf` of objects, `const`, nullable types,
// a remote or recursive reference said in words and edited as JSON, nesting bounded.
import { describe, expect, it } from 'vitest';
import { draftOf, valueOf } from './field-values';
import { emptyDraft, fieldOf, type Draft, type Field } from './schema-fields';
import type { SchemaNode } from './schema-node';
import { MAX_FORM_DEPTH } from './schema-resolve';
import { chooseVariant } from './variant-switch';

const form = (schema: SchemaNode) => fieldOf(schema);

function propertyField(field: Field, name: string): Field {
  if (field.kind !== 'object') throw new Error(`not an object: ${field.kind}`);
  const property = field.properties.find((p) => p.name === name);
  if (!property) throw new Error(`no property ${name}`);
  return property.field;
}

const shapes: SchemaNode = {
  type: 'object',
  properties: {
    shape: {
      oneOf: [
        { $ref: '#/$defs/circle' },
        {
          type: 'object',
          properties: { kind: { const: 'square' }, side: { type: 'number' }, label: { type: 'string' } },
          required: ['kind', 'side'],
        },
      ],
    },
  },
  required: ['shape'],
  $defs: {
    circle: {
      type: 'object',
      properties: { kind: { const: 'circle' }, radius: { type: 'number' }, label: { type: 'string' } },
      required: ['kind', 'radius'],
    },
  },
};

describe('references', () => {
  it('follows $ref into $defs and definitions, and a JSON Pointer anywhere in the schema', () => {
    const field = form({
      type: 'object',
      properties: {
        a: { $ref: '#/$defs/point' },
        b: { $ref: '#/definitions/name', description: 'who' },
        c: { $ref: '#/properties/b' },
      },
      $defs: { point: { type: 'object', properties: { x: { type: 'number' } }, required: ['x'] } },
      definitions: { name: { type: 'string' } },
    });
    expect(propertyField(field, 'a')).toEqual({
      kind: 'object',
      properties: [{ name: 'x', required: true, description: '', field: { kind: 'number', integer: false } }],
    });
    expect(propertyField(field, 'b')).toEqual({ kind: 'string' });
    expect(propertyField(field, 'c')).toEqual({ kind: 'string' });
    if (field.kind === 'object') expect(field.properties[1]!.description).toBe('who');
  });

  it('says a remote, a missing and a recursive reference in words and edits it as JSON', () => {
    const field = form({
      type: 'object',
      properties: {
        remote: { $ref: 'https://example.com/schema.json' },
        missing: { $ref: '#/$defs/nothing' },
        proto: { $ref: '#/$defs/__proto__' },
        tree: { $ref: '#/$defs/tree' },
      },
      $defs: {
        tree: {
          type: 'object',
          properties: {
            value: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/$defs/tree' } },
          },
        },
      },
    });
    expect(propertyField(field, 'remote')).toEqual({
      kind: 'json',
      note: { reason: 'remote-ref', ref: 'https://example.com/schema.json' },
    });
    expect(propertyField(field, 'missing')).toEqual({
      kind: 'json',
      note: { reason: 'missing-ref', ref: '#/$defs/nothing' },
    });
    expect(propertyField(field, 'proto')).toMatchObject({ kind: 'json', note: { reason: 'missing-ref' } });
    const tree = propertyField(field, 'tree');
    expect(propertyField(tree, 'value')).toEqual({ kind: 'string' });
    expect(propertyField(tree, 'children')).toEqual({
      kind: 'array',
      items: { kind: 'json', note: { reason: 'cyclic-ref', ref: '#/$defs/tree' } },
    });
    // The recursive part keeps its value through the JSON field.
    const value = { tree: { value: 'a', children: [{ value: 'b', children: [{ value: 'c' }] }] } };
    expect(valueOf(field, draftOf(field, value)).value).toEqual(value);
  });

  it('ends a cycle of references through each other, and a schema nested deeper than the form goes', () => {
    const mutual = form({
      type: 'object',
      properties: { a: { $ref: '#/$defs/a' } },
      $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } },
    });
    expect(propertyField(mutual, 'a')).toMatchObject({ kind: 'json', note: { reason: 'cyclic-ref' } });
    let deep: SchemaNode = { type: 'string' };
    for (let i = 0; i < 5_000; i++) deep = { type: 'object', properties: { next: deep } };
    let field = form(deep);
    let levels = 0;
    while (field.kind === 'object') {
      field = propertyField(field, 'next');
      levels++;
    }
    expect(field).toEqual({ kind: 'json', note: { reason: 'too-deep' } });
    expect(levels).toBeLessThanOrEqual(MAX_FORM_DEPTH + 1);
  });
});

describe('variants', () => {
  it('names oneOf choices by their discriminator, a title first, and by type when the types differ', () => {
    const shape = propertyField(form(shapes), 'shape');
    expect(shape.kind).toBe('variants');
    if (shape.kind !== 'variants') return;
    expect(shape.keyword).toBe('oneOf');
    expect(shape.variants.map((v) => v.label)).toEqual([
      { by: 'discriminator', property: 'kind', value: 'circle' },
      { by: 'discriminator', property: 'kind', value: 'square' },
    ]);
    const titled = form({
      anyOf: [{ title: 'By id', type: 'integer' }, { type: 'string' }, { type: 'object', properties: {} }],
    });
    expect(titled.kind === 'variants' && titled.variants.map((v) => v.label)).toEqual([
      { by: 'title', title: 'By id' },
      { by: 'type', type: 'string' },
      { by: 'type', type: 'object' },
    ]);
    const sameType = form({
      oneOf: [
        { type: 'string', maxLength: 2 },
        { type: 'string', minLength: 5 },
      ],
    });
    expect(sameType.kind === 'variants' && sameType.variants.map((v) => v.label)).toEqual([
      { by: 'place', n: 1 },
      { by: 'place', n: 2 },
    ]);
    const types = form({ type: ['integer', 'string'] });
    expect(types).toMatchObject({ kind: 'variants', keyword: 'type' });
  });

  it('builds the chosen variant with its fixed discriminator, and a raw value picks the variant it fits', () => {
    const field = form(shapes);
    const shape = propertyField(field, 'shape');
    if (shape.kind !== 'variants') throw new Error(shape.kind);
    let draft = emptyDraft(shape);
    expect(valueOf(shape, draft).value).toBeUndefined();
    if (draft.kind !== 'variants') throw new Error(draft.kind);
    draft = chooseVariant(shape, draft, 1);
    expect(valueOf(shape, draft).value).toEqual({ kind: 'square' });
    const square = { shape: { kind: 'square', side: 2, label: 'box' } };
    const circle = { shape: { kind: 'circle', radius: 1 } };
    for (const value of [square, circle]) expect(valueOf(field, draftOf(field, value)).value).toEqual(value);
    const picked = draftOf(field, square);
    expect(picked.kind === 'object' && picked.entries.shape).toMatchObject({ kind: 'variants', index: 1 });
  });

  it('keeps what was typed when switching variants: shared properties carry over, and each comes back as left', () => {
    const shape = propertyField(form(shapes), 'shape');
    if (shape.kind !== 'variants') throw new Error(shape.kind);
    let draft = draftOf(shape, { kind: 'circle', radius: 3, label: 'sun' });
    if (draft.kind !== 'variants') throw new Error(draft.kind);
    draft = chooseVariant(shape, draft, 1);
    expect(valueOf(shape, draft).value).toEqual({ kind: 'square', label: 'sun' });
    const typed = draftOf(shape.variants[1]!.field, { kind: 'square', side: 4, label: 'sun' });
    draft = { ...draft, drafts: draft.drafts.map((d, i) => (i === 1 ? typed : d)) };
    draft = chooseVariant(shape, draft, 0);
    expect(valueOf(shape, draft).value).toEqual({ kind: 'circle', radius: 3, label: 'sun' });
    draft = chooseVariant(shape, draft, 1);
    expect(valueOf(shape, draft).value).toEqual({ kind: 'square', side: 4, label: 'sun' });
    draft = chooseVariant(shape, draft, -1);
    expect(valueOf(shape, draft).value).toBeUndefined();
  });
});

describe('nullable, fixed and allOf', () => {
  it('type [x, "null"] and anyOf [x, {type: null}] may be null or x', () => {
    for (const schema of [
      { type: ['string', 'null'] },
      { anyOf: [{ type: 'string' }, { type: 'null' }] },
    ] as SchemaNode[]) {
      const field = form(schema);
      expect(field).toEqual({ kind: 'nullable', inner: { kind: 'string' } });
      const isNull: Draft = { kind: 'nullable', isNull: true, inner: { kind: 'text', text: 'x' } };
      expect(valueOf(field, isNull).value).toBeNull();
      expect(valueOf(field, { ...isNull, isNull: false }).value).toBe('x');
      expect(valueOf(field, draftOf(field, null)).value).toBeNull();
    }
    expect(form({ type: ['integer', 'string', 'null'] })).toMatchObject({
      kind: 'nullable',
      inner: { kind: 'variants', keyword: 'type' },
    });
  });

  it('const and a one-value enum are fixed: sent as they are, and an optional one may be left out', () => {
    const field = form({
      type: 'object',
      properties: { version: { const: 2 }, mode: { enum: ['fast'] }, tag: { const: { a: [1] } } },
      required: ['version', 'mode'],
    });
    expect(propertyField(field, 'version')).toEqual({ kind: 'fixed', value: 2 });
    expect(valueOf(field, emptyDraft(field)).value).toEqual({ version: 2, mode: 'fast' });
    const tagged = { version: 2, mode: 'fast', tag: { a: [1] } };
    expect(valueOf(field, draftOf(field, tagged)).value).toEqual(tagged);
  });

  it('folds allOf of objects into one object, through references, and edits contradicting members as JSON', () => {
    const field = form({
      allOf: [
        { $ref: '#/$defs/base' },
        {
          type: 'object',
          properties: { extra: { type: 'boolean' }, id: { type: 'integer' } },
          required: ['extra'],
        },
      ],
      $defs: {
        base: { type: 'object', properties: { id: { type: 'integer', minimum: 0 } }, required: ['id'] },
      },
    });
    expect(
      field.kind === 'object' && field.properties.map((p) => [p.name, p.required, p.field.kind]),
    ).toEqual([
      ['id', true, 'number'],
      ['extra', true, 'boolean'],
    ]);
    expect(form({ allOf: [{ type: 'string' }, { type: 'object', properties: {} }] })).toEqual({
      kind: 'json',
      note: { reason: 'unmergeable' },
    });
  });
});
