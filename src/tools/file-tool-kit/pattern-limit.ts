// How long a search pattern may be (Grep's regex and glob, Glob's pattern). Grep's case-folding prefilter is a
// JavaScript regular expression, and V8 compiles those recursively: past some length, which depends on the machine's stack, compiling throws "Stack overflow". A
// fixed limit, told to the model in the schema and its description, keeps the answer the same everywhere and
// names the limit; no sensible search needs more.
import { compileGlobMatcher, type PathMatcher } from '../../common/glob/glob-matcher';
import type { JsonSchema } from '../../engine/protocol/json-schema';
import { grouped } from './limit-text';
import type { InputRead } from './tool-input';

export const MAX_PATTERN_CHARS = 1000;

const LIMIT_TEXT = grouped(MAX_PATTERN_CHARS);

/** The sentence tool descriptions use. */
export const PATTERN_LIMIT_SENTENCE = `Patterns are at most ${LIMIT_TEXT} characters.`;

/** A pattern parameter with the limit in its schema (ajv counts characters as code points, as this does). */
export function patternParameter(
  description: string,
  options: { readonly required: boolean },
): PatternParameter {
  return {
    type: 'string',
    ...(options.required && { minLength: 1 }),
    maxLength: MAX_PATTERN_CHARS,
    description: `${description} At most ${LIMIT_TEXT} characters.`,
  };
}

/** Typed as precisely as a schema written `as const`, so the tool's input type follows from it. */
interface PatternParameter extends JsonSchema {
  readonly type: 'string';
  readonly minLength?: 1;
  readonly maxLength: number;
  readonly description: string;
}

/** INVALID_PARAM's message for a pattern over the limit, naming it; ok otherwise. */
export function checkPatternLength(name: string, value: string): InputRead<string> {
  const length = codePointLength(value);
  if (length <= MAX_PATTERN_CHARS) return { ok: true, value };
  return {
    ok: false,
    message: `'${name}' is ${grouped(length)} characters long; the limit is ${LIMIT_TEXT} characters; use a shorter pattern.`,
  };
}

function codePointLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A surrogate pair is one character; a lone surrogate counts as one too.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    length++;
  }
  return length;
}

export type GlobMatcher = PathMatcher;

/**
 * Compiles a glob (common/glob: matched in linear time, so no glob can hang the worker). A glob the matcher
 * cannot use is the model's input, so it becomes INVALID_PARAM's message.
 */
export function compileGlob(
  name: string,
  glob: string,
  options: { readonly dot: boolean; readonly basename?: boolean },
): InputRead<GlobMatcher> {
  const compiled = compileGlobMatcher(glob, options);
  if (compiled.ok) return { ok: true, value: compiled.matches };
  return { ok: false, message: `'${name}' is not a glob this tool can use: ${compiled.reason}.` };
}
