// One ajv instance for tool parameter schemas. Compiled validators are cached per schema object because
// compiling is the expensive part and a tool's schema is the same object on every step.
import type { ErrorObject } from 'ajv';
import { createArgumentsAjv } from '../common/schema-patterns/arguments-ajv';
import { lazy } from '../common/lazy';
import type { ObjectSchema } from '../engine/protocol/json-schema';
import { compileSchema, type CompiledSchema } from '../engine/validation/compile-schema';

// Built on the first check, not when the module loads: a top-level `new Ajv` is a side effect the bundler
// must keep, which pulled ajv (~35 KB gzip) into the page's first chunks through the providers.
const ajv = lazy(() => createArgumentsAjv({ allErrors: true }));
const compiled = new WeakMap<ObjectSchema, CompiledSchema>();

export interface SchemaProblem {
  /** JSON Pointer into the value, `''` for the value itself. */
  readonly pointer: string;
  readonly message: string;
}

export function validateAgainst(schema: ObjectSchema, value: unknown): SchemaProblem[] {
  let compiledSchema = compiled.get(schema);
  if (!compiledSchema) {
    compiledSchema = compileSchema(ajv(), schema);
    compiled.set(schema, compiledSchema);
  }
  // A schema that cannot be compiled is the tool author's problem: named, never thrown.
  if (!compiledSchema.ok) return [{ pointer: '', message: `cannot be checked: ${compiledSchema.message}` }];
  const { validate } = compiledSchema;
  if (validate(value)) return [];
  return (validate.errors ?? []).map(describe);
}

function describe(error: ErrorObject): SchemaProblem {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    return {
      pointer: error.instancePath,
      message: `has an unexpected property "${String(params.additionalProperty)}"`,
    };
  }
  if (error.keyword === 'required') {
    return {
      pointer: error.instancePath,
      message: `is missing the required property "${String(params.missingProperty)}"`,
    };
  }
  if (error.keyword === 'enum') {
    return { pointer: error.instancePath, message: `must be one of ${JSON.stringify(params.allowedValues)}` };
  }
  return { pointer: error.instancePath, message: error.message ?? `fails ${error.keyword}` };
}
