// The ajv instance for schemas whose values come from a model or a person at run time (tool arguments, a
// schema typed in the Tools tab, a model's JSON output): createSchemaAjv's RE2 patterns, plus `format`
// checked rather than ignored, so `"format": "email"` means what its author wrote. The formats are
// ajv-formats' "fast" set (decision 0114): fixed, simple expressions, none written by a schema's author.
// The standalone validators of the project's own documents do not take formats: they are checked by shape.
import addFormats from 'ajv-formats';
import type { Ajv } from 'ajv';
import { createSchemaAjv } from './schema-ajv';

export function createArgumentsAjv(options: Parameters<typeof createSchemaAjv>[0] = {}): Ajv {
  const ajv = createSchemaAjv(options);
  addFormats(ajv, { mode: 'fast' });
  return ajv;
}
