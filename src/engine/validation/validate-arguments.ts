// Plan, part 4: arguments are checked against the tool's JSON Schema with ajv. Each tool's validator is
// compiled once and kept (compiling costs milliseconds; validating a small object, well under one).
import type { ErrorObject } from 'ajv';
import { createArgumentsAjv } from '../../common/schema-patterns/arguments-ajv';
import { lazy } from '../../common/lazy';
import type { Tool } from '../protocol/tool';
import { errorMessage } from '../common/error-message';
import { compileSchema, type CompiledSchema } from './compile-schema';

export type ArgumentCheck =
  | { readonly ok: true }
  /** `schema`: the tool's own schema does not compile (its author's mistake, not the model's). */
  | { readonly ok: false; readonly problem: 'arguments' | 'schema'; readonly message: string };

// Coercion and defaults stay off so the tool receives the input exactly as the model gave it; patterns run
// on RE2 (schema-ajv.ts), so no pattern can hang the runtime on what a model sends.
// Built on the first check, not when the module loads: a top-level `new Ajv` is a side effect the bundler
// must keep, which pulled ajv (~35 KB gzip) into the page's first chunks through the engine's index.
const ajv = lazy(() => createArgumentsAjv({ allErrors: false, coerceTypes: false, useDefaults: false }));

const validators = new WeakMap<Tool, CompiledSchema>();

function compiledFor(tool: Tool): CompiledSchema {
  let compiled = validators.get(tool);
  if (!compiled) {
    compiled = compileSchema(ajv(), tool.parameters);
    validators.set(tool, compiled);
  }
  return compiled;
}

const OK: ArgumentCheck = { ok: true };

export function validateArguments(tool: Tool, input: Readonly<Record<string, unknown>>): ArgumentCheck {
  const compiled = compiledFor(tool);
  if (!compiled.ok) {
    return {
      ok: false,
      problem: 'schema',
      message: `The parameter schema of ${tool.name} is invalid: ${compiled.message}`,
    };
  }
  let valid: boolean;
  try {
    valid = compiled.validate(input) === true;
  } catch (error) {
    // A pathological input (e.g. nesting deeper than the stack) is the model's problem, reported as such.
    return {
      ok: false,
      problem: 'arguments',
      message: `Invalid arguments for ${tool.name}: ${errorMessage(error)}`,
    };
  }
  if (valid) return OK;
  const first = compiled.validate.errors?.[0];
  return {
    ok: false,
    problem: 'arguments',
    message: first
      ? `Invalid arguments for ${tool.name}: ${describeError(first)}`
      : `Invalid arguments for ${tool.name}.`,
  };
}

function describeError(error: ErrorObject): string {
  const at = error.instancePath === '' ? 'the arguments object' : error.instancePath;
  const params = error.params as Record<string, unknown>;
  let detail = '';
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    detail = ` ('${params.additionalProperty}')`;
  } else if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    detail = `: ${JSON.stringify(params.allowedValues)}`;
  }
  return `${at} ${error.message ?? 'is invalid'}${detail} (rule: ${error.keyword}).`;
}
