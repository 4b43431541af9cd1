// The one way ToolScope makes an ajv instance: whatever else it is asked for, its patterns run on RE2
// (re2-pattern.ts, decision 0110). one-ajv-factory.test.ts keeps every other `new Ajv` out of the sources.
import { Ajv, type Options } from 'ajv';
import { re2Pattern } from './re2-pattern';

type CodeOptions = NonNullable<Options['code']>;

/**
 * `strict: false` unless asked otherwise: the schemas checked here carry annotations ajv does not know.
 * `code` takes ajv's code options (`source`, `esm` for standalone validators), but never another regExp.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createSchemaAjv(
  options: Omit<Options, 'code'> & { readonly code?: Omit<CodeOptions, 'regExp'> } = {},
): Ajv {
  return new Ajv({ strict: false, ...options, code: { ...options.code, regExp: re2Pattern } });
}
