// A tool's parameters as they arrive from outside (a user tool's JSON Schema, an MCP server's inputSchema):
// the engine's JsonSchema plus the keywords only the form reads — references, unions, intersections, fixed
// values and titles. Kept here so the engine's narrower type (what the built-in tools are written in) stays.
import type { JsonSchema } from '../../engine/protocol/json-schema';

export interface SchemaNode extends JsonSchema {
  title?: string;
  const?: unknown;
  $ref?: string;
  $defs?: Record<string, SchemaNode>;
  definitions?: Record<string, SchemaNode>;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  oneOf?: readonly SchemaNode[];
  anyOf?: readonly SchemaNode[];
  allOf?: readonly SchemaNode[];
}

/** A schema may be `true`/`false` or anything at all in a file from elsewhere: only objects are schemas here. */
export function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
