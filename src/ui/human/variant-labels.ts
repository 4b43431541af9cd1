// How each choice of a oneOf / anyOf is named in its picker, in this order: the schema author's `title`; else
// the value of a discriminating property (one every choice fixes with `const` or a one-value `enum`, to a
// value of its own: `kind: "circle"`); else its type, when no other choice has that type; else its place
// ("choice 2"). Decision 0825.
import type { JsonSchemaType } from '../../engine/protocol/json-schema';
import type { SchemaNode } from './schema-node';

export type VariantLabel =
  | { readonly by: 'title'; readonly title: string }
  | { readonly by: 'discriminator'; readonly property: string; readonly value: unknown }
  | { readonly by: 'type'; readonly type: JsonSchemaType }
  | { readonly by: 'place'; readonly n: number };

export function fixedValueOf(schema: SchemaNode | undefined): { value: unknown } | undefined {
  if (!schema) return undefined;
  if ('const' in schema) return { value: schema.const };
  if (schema.enum?.length === 1) return { value: schema.enum[0] };
  return undefined;
}

/** A property every choice fixes to a different value, if there is one. */
function discriminatorOf(choices: readonly SchemaNode[]): string | undefined {
  const first = choices[0];
  if (!first?.properties) return undefined;
  return Object.keys(first.properties).find((name) => {
    const values = choices.map((c) => fixedValueOf(c.properties?.[name]));
    if (values.some((v) => v === undefined)) return false;
    const keys = values.map((v) => JSON.stringify(v!.value));
    return new Set(keys).size === keys.length;
  });
}

function singleTypeOf(schema: SchemaNode): JsonSchemaType | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

export function variantLabels(choices: readonly SchemaNode[]): VariantLabel[] {
  const discriminator = discriminatorOf(choices);
  const types = choices.map(singleTypeOf);
  return choices.map((choice, i): VariantLabel => {
    if (typeof choice.title === 'string' && choice.title.trim() !== '')
      return { by: 'title', title: choice.title };
    if (discriminator !== undefined)
      return {
        by: 'discriminator',
        property: discriminator,
        value: fixedValueOf(choice.properties?.[discriminator])!.value,
      };
    const type = types[i];
    if (type !== undefined && types.filter((t) => t === type).length === 1) return { by: 'type', type };
    return { by: 'place', n: i + 1 };
  });
}
