// ajv's run-time helpers as the validators generated ahead of time import them (decision 0113). ajv's
// standalone code names each helper by `require("ajv/dist/runtime/…").default`; the generator
// (scripts/standalone-validators/) turns those into imports of this module, which has no `require` and
// compiles nothing. The helpers are CommonJS with `exports.default`: the bundler hands an import that
// default itself, Node (vitest, tsx) hands the whole `exports` object, so each is unwrapped here once.
import type { ErrorObject } from 'ajv';
import equalExports from 'ajv/dist/runtime/equal.js';
import ucs2lengthExports from 'ajv/dist/runtime/ucs2length.js';

/** What a generated validator is: ajv's validate function without the compiler behind it. */
export interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

function defaultOf<T>(imported: T): T {
  const commonJs = imported as { readonly __esModule?: boolean; readonly default?: T };
  return commonJs.__esModule === true && commonJs.default !== undefined ? commonJs.default : imported;
}

export const equal = defaultOf(equalExports);
export const ucs2length = defaultOf(ucs2lengthExports);
