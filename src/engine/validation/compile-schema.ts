// Every place that compiles a JSON Schema it did not write (a tool's parameters from a session, a schema
// typed in the Tools tab) goes through here, so a schema ajv cannot compile is a value with a reason, never
// a throw. The one case named up front: ajv writes each property name into a URI fragment with
// encodeURIComponent, which throws "URI malformed" on a name holding a lone UTF-16 surrogate.
import type { Ajv, ValidateFunction } from 'ajv';
import { loneSurrogateKeyAt } from '../../common/unicode-text';
import { errorMessage } from '../common/error-message';

export type CompiledSchema =
  | { readonly ok: true; readonly validate: ValidateFunction }
  | { readonly ok: false; readonly message: string };

export function compileSchema(ajv: Ajv, schema: object): CompiledSchema {
  const unreadable = loneSurrogateKeyProblem(schema);
  if (unreadable !== null) return { ok: false, message: unreadable };
  try {
    return { ok: true, validate: ajv.compile(schema) };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}

/** Why ajv cannot compile `schema`, known without compiling (the page asks this; it compiles nothing). */
export function loneSurrogateKeyProblem(schema: object): string | null {
  const at = loneSurrogateKeyAt(schema);
  return at === null
    ? null
    : `the key at ${at} holds a lone UTF-16 surrogate (half of a character), which is not text`;
}
