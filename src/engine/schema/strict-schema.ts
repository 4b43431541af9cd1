// OpenAI `strict: true` wants every property required and `additionalProperties: false` on every object;
// an optional property is published as nullable instead, and `default` is not allowed.
import type { JsonSchema, JsonSchemaType } from '../protocol/json-schema';

export function toStrictSchema(schema: JsonSchema): JsonSchema {
  const { default: _dropped, ...rest } = schema;
  const strict: JsonSchema = { ...rest };
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    const properties: Record<string, JsonSchema> = {};
    for (const [name, property] of Object.entries(schema.properties)) {
      const converted = toStrictSchema(property);
      properties[name] = required.has(name) ? converted : nullable(converted);
    }
    strict.properties = properties;
    strict.required = Object.keys(properties);
    strict.additionalProperties = false;
  } else if (isObjectType(schema.type)) {
    strict.properties = {};
    strict.required = [];
    strict.additionalProperties = false;
  }
  if (schema.items) strict.items = toStrictSchema(schema.items);
  if (schema.anyOf) strict.anyOf = schema.anyOf.map(toStrictSchema);
  return strict;
}

function isObjectType(type: JsonSchema['type']): boolean {
  return type === 'object' || (Array.isArray(type) && type.includes('object'));
}

function nullable(schema: JsonSchema): JsonSchema {
  if (schema.anyOf) return { ...schema, anyOf: [...schema.anyOf, { type: 'null' }] };
  const type = schema.type;
  if (type === undefined) return { anyOf: [schema, { type: 'null' }] };
  const types: JsonSchemaType[] = Array.isArray(type) ? [...type] : [type];
  if (!types.includes('null')) types.push('null');
  const result: JsonSchema = { ...schema, type: types };
  if (schema.enum && !schema.enum.includes(null)) result.enum = [...schema.enum, null];
  return result;
}
