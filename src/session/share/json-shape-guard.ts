// Checks JSON text before and after parsing for shapes that are harmless to JSON.parse but not to what comes
// after it: nesting deep enough to overflow a recursive validator, strings longer than any session needs, and
// keys (`__proto__`, `constructor`, `prototype`) that would reach an object's prototype if anything downstream
// ever merged the value with Object.assign or a plain `obj[key] = ...` loop.

export interface ShapeLimits {
  readonly maxDepth: number;
  readonly maxStringChars: number;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A single pass over the text, outside strings counting brackets, inside them counting characters. */
export function checkJsonTextShape(text: string, limits: ShapeLimits): string | undefined {
  let depth = 0;
  let inString = false;
  let stringStart = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) {
        inString = false;
        if (i - stringStart > limits.maxStringChars) {
          return `it holds a string longer than ${limits.maxStringChars} characters`;
        }
      }
      continue;
    }
    if (c === 0x22) {
      inString = true;
      stringStart = i;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limits.maxDepth) return `it nests deeper than ${limits.maxDepth} levels`;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return undefined;
}

/** Walks the parsed value without recursion and names the first forbidden key it meets. */
export function findForbiddenKey(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
      continue;
    }
    for (const key of Object.keys(next)) {
      if (FORBIDDEN_KEYS.has(key)) return key;
      pending.push((next as Record<string, unknown>)[key]);
    }
  }
  return undefined;
}
