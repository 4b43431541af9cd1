// The RegExp engine every ajv instance in ToolScope uses for `pattern` and `patternProperties` (issue 36,
// decision 0110): RE2 semantics over re2js, in time linear in the text, so no schema from a link, a file or
// a model's endpoint can hang a thread with a pattern like `^(a+)+$`. A pattern RE2 cannot take throws when
// ajv compiles the schema, with the reason in words; loading and defining a tool refuse such a schema sooner
// (unsupported-patterns.ts).
//
// `code` is what ajv writes for this engine into standalone (ahead-of-time) validator code: an expression
// naming this module by its path from the repository root, which stays stable; a generator of standalone
// validators turns that `require("…")` into an import, as it must for ajv's own runtime helpers. It names
// `re2PatternOnFirstUse`: standalone code builds every pattern of its schemas when its module loads, and
// RE2 compiling them all then was most of the task that loaded the session validators (issue 37).
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

// Nothing at this module's top level may have an effect a bundler must keep: the first screen imports it
// through the engine's index without using it, and a module kept for its effects keeps re2js with it
// (re2js-stays-lazy.test.ts). Rolldown keeps a call it cannot prove pure (`JSON.stringify`), even inside
// the arguments of a pure one, and a template literal with a substitution, so the code is a concatenation
// (the path has no character JSON would escape).
export const re2Pattern: RegExpEngine = /* @__PURE__ */ Object.assign(re2RegExp, {
  code: 'require("' + RE2_PATTERN_MODULE + '").re2PatternOnFirstUse',
});

/**
 * The engine of validators generated ahead of time: the pattern is compiled by RE2 the first time a value
 * reaches it. Nothing is lost by waiting: the generator compiled each pattern with `re2Pattern`, so one RE2
 * refuses never reaches generated code.
 */
export function re2PatternOnFirstUse(pattern: string): RegExpLike {
  let compiled: RegExpLike | null = null;
  const like = {
    test: (text: string) => (compiled ??= re2RegExp(pattern)).test(text),
    toString: () => `/${pattern}/`,
  };
  return like;
}
