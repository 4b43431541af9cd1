// The subset of JSON Schema that tool parameters use. Real JSON Schema (nested objects, arrays with item
// schemas, enums, defaults): the reference's `items: string` for object arrays is a defect we do not repeat.
// Arrays are readonly so a tool's schema can be written `as const`, which is what its input type is derived
// from (define-tool.ts).
export type JsonSchemaType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

export interface JsonSchema {
  type?: JsonSchemaType | JsonSchemaType[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: readonly (string | number | boolean | null)[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  /** Checked for the formats ajv-formats knows (decision 0115); any other is an annotation. */
  format?: string;
  anyOf?: readonly JsonSchema[];
}

/** The parameters of a tool: always an object schema at the top. */
export interface ObjectSchema extends JsonSchema {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean;
}
