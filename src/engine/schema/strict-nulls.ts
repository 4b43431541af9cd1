// Under OpenAI strict mode every property is required and an optional one is published as nullable, so a
// model that leaves an option out sends `null` for it. The tool's own schema (what ajv checks and what the
// tool reads) means "absent" by leaving it out, so before validation those nulls are dropped — only where
// the tool's schema makes the property optional and does not itself accept null. A null for a required
// property is left in place and still fails validation. Recursion follows the schema, so its depth is the
// schema's, whatever the model sent.
import type { JsonSchema } from '../protocol/json-schema';

export function dropStrictNulls(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = schema.items;
    if (items === undefined) return value;
    let changed = false;
    const out = value.map((item: unknown) => {
      const next = dropStrictNulls(items, item);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  const properties = schema.properties;
  if (typeof value !== 'object' || value === null || properties === undefined) return value;
  const required = new Set(schema.required ?? []);
  let changed = false;
  const entries: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (property === undefined) {
      entries.push([key, item]);
      continue;
    }
    if (item === null && !required.has(key) && !acceptsNull(property)) {
      changed = true;
      continue;
    }
    const next = dropStrictNulls(property, item);
    if (next !== item) changed = true;
    entries.push([key, next]);
  }
  // Object.fromEntries defines own properties, so a `__proto__` key stays a plain key.
  return changed ? Object.fromEntries(entries) : value;
}

function acceptsNull(schema: JsonSchema): boolean {
  const type = schema.type;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  if (schema.enum?.includes(null) === true) return true;
  return schema.anyOf?.some(acceptsNull) === true;
}
