// A schema known only at run time (a tool typed in the Tools tab, a session's own tools, later an MCP
// server's) checked against values, where compiling it is allowed: the runtime worker serves this to the page
// (`checkSchema`, decision 0113), whose Content-Security-Policy forbids the `new Function` ajv compiles to.
// Compiled validators are kept by the schema's text: the page asks again for every edit of a script turn.
import type { ErrorObject } from 'ajv';
import { createArgumentsAjv } from '../../common/schema-patterns/arguments-ajv';
import { lazy } from '../../common/lazy';
import { compileSchema, type CompiledSchema } from './compile-schema';

export type SchemaCheck =
  /** `errors[i]`: what is wrong with `values[i]`, empty when it is valid. */
  | { readonly compiles: true; readonly errors: readonly (readonly ErrorObject[])[] }
  | { readonly compiles: false; readonly message: string };

const KEPT_SCHEMAS = 64;
const ajv = lazy(() => createArgumentsAjv({ allErrors: true }));
const compiled = new Map<string, { readonly schema: object; readonly compiled: CompiledSchema }>();

export function checkAgainstSchema(schema: object, values: readonly unknown[]): SchemaCheck {
  const key = JSON.stringify(schema);
  let compiledSchema = compiled.get(key)?.compiled;
  if (!compiledSchema) {
    compiledSchema = compileSchema(ajv(), schema);
    forgetOldest();
    compiled.set(key, { schema, compiled: compiledSchema });
  }
  if (!compiledSchema.ok) return { compiles: false, message: compiledSchema.message };
  const { validate } = compiledSchema;
  return {
    compiles: true,
    errors: values.map((value) => (validate(value) ? [] : [...(validate.errors ?? [])])),
  };
}

/** ajv keeps every schema it compiled, by the object: one the cache lets go of is let go of there too. */
function forgetOldest(): void {
  if (compiled.size < KEPT_SCHEMAS) return;
  const [key, oldest] = compiled.entries().next().value!;
  compiled.delete(key);
  ajv().removeSchema(oldest.schema);
}
