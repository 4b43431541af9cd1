// The tool schemas a trace records (schema-build, model-request): OpenAI function tools whose parameters
// are the JSON Schema subset the registry publishes, nested as deep as a schema goes.
import type { JsonSchema, JsonSchemaType } from '../../engine/protocol/json-schema';
import {
  bool,
  json,
  lazy,
  list,
  nullable,
  num,
  object,
  oneOf,
  optional,
  record,
  str,
  type Shape,
} from './shape';

const jsonSchemaType = oneOf('object', 'array', 'string', 'number', 'integer', 'boolean', 'null');
const jsonSchema: Shape<JsonSchema> = lazy(() =>
  object({
    type: optional(variantsOfType),
    description: optional(str),
    properties: optional(record(jsonSchema)),
    required: optional(list(str)),
    additionalProperties: optional(eitherBoolOrSchema),
    items: optional(jsonSchema),
    enum: optional(list(nullable(eitherScalar))),
    default: optional(json),
    minimum: optional(num),
    maximum: optional(num),
    minLength: optional(num),
    maxLength: optional(num),
    minItems: optional(num),
    maxItems: optional(num),
    pattern: optional(str),
    anyOf: optional(list(jsonSchema)),
  }),
);
const variantsOfType: Shape<JsonSchemaType | JsonSchemaType[]> = {
  check: (value, at) => (Array.isArray(value) ? list(jsonSchemaType) : jsonSchemaType).check(value, at),
};
const eitherBoolOrSchema: Shape<boolean | JsonSchema> = {
  check: (value, at) => (typeof value === 'boolean' ? null : jsonSchema.check(value, at)),
};
const eitherScalar: Shape<string | number | boolean> = {
  check: (value, at) =>
    typeof value === 'string' || typeof value === 'boolean' ? null : num.check(value, at),
};

export const openAiTool = object({
  type: oneOf('function'),
  function: object({ name: str, description: str, parameters: jsonSchema, strict: optional(bool) }),
});
