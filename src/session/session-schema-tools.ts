// The built-in tools' part of the published session schema comes from their records
// (tools/builtin-tool-records.ts): the enum of `tools.builtin` and one property per tool under
// `tools.descriptions`. A tool added to the records is in the schema when `npm run schema` writes it again,
// and session-schema-tools.test.ts fails until it is.
import { BUILTIN_TOOL_NAMES } from '../runtime/spec/user-tool-spec';

type JsonObject = Record<string, unknown>;

/** The longest description a person may give a built-in tool, in UTF-16 units. */
export const MAX_TOOL_DESCRIPTION_CHARS = 8000;

export function withToolDefinitions(schema: JsonObject): JsonObject {
  const properties = schema['properties'] as JsonObject;
  const tools = properties['tools'] as JsonObject & { properties: JsonObject };
  const builtin = tools.properties['builtin'] as JsonObject & { items: JsonObject };
  const descriptions = tools.properties['descriptions'] as JsonObject;
  const description = { type: 'string', minLength: 1, maxLength: MAX_TOOL_DESCRIPTION_CHARS };
  return {
    ...schema,
    properties: {
      ...properties,
      tools: {
        ...tools,
        properties: {
          ...tools.properties,
          builtin: { ...builtin, items: { ...builtin.items, enum: [...BUILTIN_TOOL_NAMES] } },
          descriptions: {
            ...descriptions,
            properties: Object.fromEntries(BUILTIN_TOOL_NAMES.map((name) => [name, description])),
          },
        },
      },
    },
  };
}
