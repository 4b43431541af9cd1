// The JSON Schema (draft-07) of a catalog: closed objects, every number whole and ranged, every choice an
// enum, each with its description and default. A group that names a `definition` is published once under
// the schema's `definitions` and referred to by `$ref`, so the session schema, a settings-change input and
// the runtime's own check read one definition.
import type { Setting } from './setting-entry';

export type JsonSchemaObject = { readonly [key: string]: unknown };

/** The schema of one setting; groups with a `definition` appear as `$ref`s (see `schemaDefinitionsOf`). */
export function jsonSchemaOf(setting: Setting): JsonSchemaObject {
  switch (setting.kind) {
    case 'group':
      return {
        description: setting.description,
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(
          Object.entries(setting.fields).map(([name, field]) => [name, referenceOrSchema(field)]),
        ),
      };
    case 'integer':
      return {
        description: setting.description,
        type: 'integer',
        minimum: setting.min,
        maximum: setting.max,
        default: setting.default,
      };
    case 'choice':
      return { description: setting.description, enum: [...setting.values], default: setting.default };
    case 'flag':
      return { description: setting.description, type: 'boolean', default: setting.default };
    case 'text':
      return {
        description: setting.description,
        type: 'string',
        maxLength: setting.maxLength,
        ...(setting.pattern === undefined ? {} : { pattern: setting.pattern }),
        default: setting.default,
      };
    case 'text-list':
      return {
        description: setting.description,
        type: 'array',
        maxItems: setting.maxItems,
        items: { type: 'string', minLength: 1, maxLength: setting.itemMaxLength },
        default: [...setting.default],
      };
    case 'integer-table':
      return {
        description: setting.description,
        type: 'object',
        maxProperties: setting.maxKeys,
        propertyNames: { pattern: setting.keyPattern },
        additionalProperties: {
          description: setting.valueDescription,
          type: 'integer',
          minimum: setting.min,
          maximum: setting.max,
        },
        default: { ...setting.default },
      };
    case 'choice-or-function':
      return {
        description: setting.description,
        oneOf: [
          { enum: [...setting.values] },
          {
            type: 'object',
            required: ['type', 'function'],
            additionalProperties: false,
            properties: {
              type: { const: 'function' },
              function: {
                type: 'object',
                required: ['name'],
                additionalProperties: false,
                properties: { name: { type: 'string', pattern: setting.namePattern } },
              },
            },
          },
        ],
        default: setting.default,
      };
  }
}

function referenceOrSchema(setting: Setting): JsonSchemaObject {
  return setting.kind === 'group' && setting.definition !== undefined
    ? { $ref: `#/definitions/${setting.definition}` }
    : jsonSchemaOf(setting);
}

/** The catalog's group under `name`, then every group it names a `definition` for, depth first. */
export function schemaDefinitionsOf(name: string, catalog: Setting): Record<string, JsonSchemaObject> {
  const definitions: Record<string, JsonSchemaObject> = { [name]: jsonSchemaOf(catalog) };
  const visit = (setting: Setting) => {
    if (setting.kind !== 'group') return;
    for (const field of Object.values(setting.fields)) {
      if (field.kind === 'group' && field.definition !== undefined)
        definitions[field.definition] = jsonSchemaOf(field);
      visit(field);
    }
  };
  visit(catalog);
  return definitions;
}
