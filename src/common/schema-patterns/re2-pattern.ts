// The RegExp engine every ajv instance in ToolScope uses for `pattern` and `patternProperties` (issue 36,
// decision 0110): RE2 semantics over re2js, in time linear in the text, so no schema from a link, a file or
// a model's endpoint can hang a thread with a pattern like `^(a+)+$`. A pattern RE2 cannot take throws when
// ajv compiles the schema, with the reason in words; loading and defining a tool refuse such a schema sooner
// (unsupported-patterns.ts).
//
// `code` is what ajv writes for this engine into standalone (ahead-of-time) validator code: an expression
// naming this module by its path from the repository root, which stays stable; a generator of standalone
// validators turns that `require("…")` into an import, as it must for ajv's own runtime helpers.
import type { RegExpEngine, RegExpLike } from 'ajv/dist/types';
import { compilePattern, describePatternProblem } from './pattern-problem';

export const RE2_PATTERN_MODULE = 'src/common/schema-patterns/re2-pattern';

/** ajv passes `u` (its unicodeRegExp option); RE2 matches by code point whatever it says. */
function re2RegExp(pattern: string): RegExpLike {
  const compiled = compilePattern(pattern);
  if (!compiled.ok)
    throw new Error(
      `the pattern ${JSON.stringify(pattern)} is refused: ${describePatternProblem(compiled.problem)}`,
    );
  const { regex } = compiled;
  // ajv keys its compiled patterns by their toString(): it must differ between patterns, as a RegExp's does.
  const like = { test: (text: string) => regex.test(text), toString: () => `/${pattern}/` };
  return like;
}

export const re2Pattern: RegExpEngine = Object.assign(re2RegExp, {
  code: `require(${JSON.stringify(RE2_PATTERN_MODULE)}).re2Pattern`,
});
