// The settings part of the published session schema comes from the runtime's settings schemas, so the
// document check and the runtime's own check can never disagree. This puts them into a schema object:
// the definitions, the document's `settings`, and each settings-change input's `settings`.
import { SETTINGS_DEFINITIONS } from '../runtime/spec/run-settings-schema';

type JsonObject = Record<string, unknown>;

const SETTINGS_REF = { $ref: '#/definitions/runSettings' };

export function withSettingsDefinitions(schema: JsonObject): JsonObject {
  const properties = schema['properties'] as JsonObject;
  const inputs = properties['inputs'] as { items: { oneOf: JsonObject[] } };
  const variants = inputs.items.oneOf.map((variant) => {
    const variantProperties = variant['properties'] as JsonObject & { type?: { const?: string } };
    return variantProperties.type?.const === 'settings-change'
      ? { ...variant, properties: { ...variantProperties, settings: SETTINGS_REF } }
      : variant;
  });
  return {
    ...schema,
    properties: {
      ...properties,
      settings: SETTINGS_REF,
      inputs: { ...inputs, items: { ...inputs.items, oneOf: variants } },
    },
    definitions: { ...(schema['definitions'] as JsonObject), ...SETTINGS_DEFINITIONS },
  };
}
