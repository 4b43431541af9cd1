// The ajv instance for schemas whose values come from a model or a person at run time (tool arguments, a
// schema typed in the Tools tab, a model's JSON output): createSchemaAjv's RE2 patterns, plus `format`
// checked rather than ignored, so `"format": "email"` means what its author wrote. The formats are
// ajv-formats' "fast" set (decision 0114): fixed, simple expressions, none written by a schema's author.
// The standalone validators of the project's own documents do not take formats: they are checked by shape.
// The formats alone, not the plugin's index: the index pulls ajv's compiler (and its `new Function`) into
// whatever page chunk reaches this module, which the page's Content-Security-Policy forbids.
import { fastFormats } from 'ajv-formats/dist/formats.js';
import type { Ajv } from 'ajv';
import { createSchemaAjv } from './schema-ajv';

export function createArgumentsAjv(options: Parameters<typeof createSchemaAjv>[0] = {}): Ajv {
  const ajv = createSchemaAjv(options);
  for (const [name, format] of Object.entries(fastFormats)) {
    // `regex` would build a JavaScript RegExp from the data: no value a model sends becomes one (docs/limits.md).
    if (name !== 'regex') ajv.addFormat(name, format);
  }
  return ajv;
}
