// The values the form builds validate against the schema, with the validator the runtime checks a call with
// (createArgumentsAjv through compileSchema). For a family of generated parameter schemas using every keyword
// the form reads ($ref into $defs, oneOf with a discriminator, anyOf with null, allOf of objects, const, enum,
// type lists, nested objects and arrays of objects) and values drawn valid for each: the value's draft builds
// the same value again, and the validator accepts it; a variant chosen in the form and filled builds a valid
// value too.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createArgumentsAjv } from '../../common/schema-patterns/arguments-ajv';
import { propertyOptions } from '../../common/testing/property-runs';
import { compileSchema } from '../../engine/validation/compile-schema';
import { draftOf, valueOf } from './field-values';
import { emptyDraft, fieldOf, type Draft, type Field } from './schema-fields';
import type { SchemaNode } from './schema-node';
import { chooseVariant } from './variant-switch';

/** Each case compiles a schema (10–100 ms here): the full count under load needs more than the default 30 s. */
const DEEP_RUN_TIMEOUT = 180_000;

const ajv = createArgumentsAjv({ allErrors: false, coerceTypes: false, useDefaults: false });

function validates(schema: SchemaNode, value: unknown): boolean {
  const compiled = compileSchema(ajv, schema);
  if (!compiled.ok) throw new Error(compiled.message);
  return compiled.validate(value) === true;
}

const leaves: SchemaNode[] = [
  { type: 'string' },
  { type: 'integer' },
  { type: 'number' },
  { type: 'boolean' },
  { enum: ['low', 'high', 3] },
  { type: ['string', 'null'] },
  { type: ['integer', 'string'] },
  { $ref: '#/$defs/point' },
];

const DEFS: Record<string, SchemaNode> = {
  point: {
    type: 'object',
    properties: { x: { type: 'number' }, y: { type: 'number' } },
    required: ['x', 'y'],
  },
};

function objectOf(names: readonly string[], node: fc.Arbitrary<SchemaNode>): fc.Arbitrary<SchemaNode> {
  return fc
    .tuple(fc.tuple(...names.map(() => fc.option(node, { nil: undefined }))), fc.subarray([...names]))
    .map(([parts, required]) => {
      const properties: Record<string, SchemaNode> = {};
      names.forEach((name, i) => {
        const property = parts[i];
        if (property) properties[name] = property;
      });
      return { type: 'object', properties, required: required.filter((n) => n in properties) };
    });
}

const { node: schemaNode } = fc.letrec<{ node: SchemaNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...leaves),
    objectOf(['a', 'b', 'c'], tie('node')),
    tie('node').map((items): SchemaNode => ({ type: 'array', items })),
    tie('node').map((inner): SchemaNode => ({ anyOf: [inner, { type: 'null' }] })),
    fc
      .array(objectOf(['a', 'b'], tie('node')), { minLength: 2, maxLength: 3 })
      .map((choices): SchemaNode => ({
        oneOf: choices.map((c, i) => ({
          ...c,
          properties: { ...c.properties, kind: { const: `v${i}` } },
          required: [...(c.required ?? []), 'kind'],
        })),
      })),
    fc
      .tuple(objectOf(['a', 'b'], tie('node')), objectOf(['c', 'd'], tie('node')))
      .map(([first, second]): SchemaNode => ({ allOf: [first, second] })),
  ),
}));

const parameters: fc.Arbitrary<SchemaNode> = objectOf(['p', 'q', 'r'], schemaNode).map((s) => ({
  ...s,
  $defs: DEFS,
}));

/** A value valid for `schema`, with no empty text or list where the form reads those as "not given". */
function validValue(schema: SchemaNode): fc.Arbitrary<unknown> {
  if (schema.$ref) return validValue(DEFS[schema.$ref.split('/').pop()!]!);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map(validValue));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  if (schema.allOf)
    return fc
      .tuple(...schema.allOf.map(validValue))
      .map((parts) => Object.assign({}, ...(parts as object[])) as unknown);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => validValue({ type })));
  switch (schema.type) {
    case 'string':
      return fc.string({ minLength: 1, maxLength: 6 });
    case 'integer':
      return fc.integer();
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => !Object.is(x, -0));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items!), { minLength: 1, maxLength: 3 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = schema.required ?? [];
      return fc
        .record(Object.fromEntries(properties.map(([name, p]) => [name, validValue(p)])), {
          requiredKeys: [...required],
        })
        .map((record: Record<string, unknown>) =>
          // An optional object given empty is what the form means by "not given": drawn as left out.
          Object.fromEntries(
            Object.entries(record).filter(([name, v]) => required.includes(name) || !isEmptyObject(v)),
          ),
        );
    }
    case undefined:
      break;
  }
  throw new Error(`no values for ${JSON.stringify(schema)}`);
}

function isEmptyObject(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0
  );
}

const schemaAndValue = parameters.chain((schema) => validValue(schema).map((value) => ({ schema, value })));

/** Fills a draft as a person would: every variant picked (the last one), text typed, a row added. */
function filled(field: Field, draft: Draft): Draft {
  switch (field.kind) {
    case 'string':
      return { kind: 'text', text: 'typed' };
    case 'number':
      return { kind: 'text', text: '7' };
    case 'boolean':
      return { kind: 'boolean', value: true };
    case 'enum':
      return { kind: 'enum', index: 0 };
    case 'json':
      return { kind: 'text', text: '{"x":1,"y":2}' };
    case 'fixed':
      return { kind: 'fixed', given: true };
    case 'nullable':
      return draft.kind === 'nullable' ? { ...draft, inner: filled(field.inner, draft.inner) } : draft;
    case 'variants': {
      if (draft.kind !== 'variants') return draft;
      const index = field.variants.length - 1;
      const chosen = chooseVariant(field, draft, index);
      const inner = chosen.drafts[index] ?? emptyDraft(field.variants[index]!.field);
      const done = filled(field.variants[index]!.field, inner);
      return { ...chosen, drafts: chosen.drafts.map((d, i) => (i === index ? done : d)) };
    }
    case 'object':
      if (draft.kind !== 'object') return draft;
      return {
        kind: 'object',
        entries: Object.fromEntries(
          field.properties.map((p) => [
            p.name,
            filled(p.field, draft.entries[p.name] ?? emptyDraft(p.field)),
          ]),
        ),
      };
    case 'array':
      return { kind: 'array', rows: [filled(field.items, emptyDraft(field.items))] };
  }
}

describe('the values the form builds validate against the schema', () => {
  it(
    'a drawn valid value: its draft builds it again, and the validator accepts it (200 schemas)',
    () => {
      fc.assert(
        fc.property(schemaAndValue, ({ schema, value }) => {
          expect(validates(schema, value)).toBe(true);
          const field = fieldOf(schema);
          const built = valueOf(field, draftOf(field, value));
          expect(built.problems).toEqual([]);
          expect(built.value).toEqual(value);
          expect(validates(schema, built.value)).toBe(true);
        }),
        propertyOptions(200),
      );
    },
    DEEP_RUN_TIMEOUT,
  );

  it(
    'every field filled as a person would, variants chosen by the picker, builds a valid value (200 schemas)',
    () => {
      fc.assert(
        fc.property(parameters, (schema) => {
          const field = fieldOf(schema);
          const built = valueOf(field, filled(field, emptyDraft(field)));
          expect(built.problems).toEqual([]);
          expect(validates(schema, built.value)).toBe(true);
        }),
        propertyOptions(200),
      );
    },
    DEEP_RUN_TIMEOUT,
  );
});
