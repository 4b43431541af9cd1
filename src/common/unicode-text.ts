// Text that is not well-formed UTF-16: a lone surrogate (half of a pair) can arrive in JSON from a model or a
// session file ("\ud800" is valid JSON), but it is not a character, and encodeURIComponent throws URIError on
// it (ajv builds schema paths with it; Monaco builds model URIs). Find it before such an API sees it.

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;

export function hasLoneSurrogate(text: string): boolean {
  LONE_SURROGATE.lastIndex = 0;
  const found = LONE_SURROGATE.test(text);
  LONE_SURROGATE.lastIndex = 0;
  return found;
}

/**
 * The same text with each lone surrogate written out as `\uD800`: well-formed, safe for URIs, still telling
 * which code unit it was. Text with no lone surrogate and no backslash comes back as it is; otherwise each
 * backslash is doubled too, so two texts that differ stay different (a name like `a\uD800` typed out).
 */
export function escapeLoneSurrogates(text: string): string {
  if (!hasLoneSurrogate(text) && !text.includes('\\')) return text;
  return text
    .replace(/\\/g, '\\\\')
    .replace(LONE_SURROGATE, (unit) => `\\u${unit.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The JSON Pointer of the first object key in `value` holding a lone surrogate, or null. Keys are what
 * schema compilers turn into URI fragments; strings (an enum value, a description) stay data.
 */
export function loneSurrogateKeyAt(value: unknown, pointer = ''): string | null {
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${pointer}/${escapeLoneSurrogates(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (hasLoneSurrogate(key)) return at;
    const inside = loneSurrogateKeyAt(item, at);
    if (inside !== null) return inside;
  }
  return null;
}
