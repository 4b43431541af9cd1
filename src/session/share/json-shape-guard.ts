// Checks JSON text before and after parsing for shapes that are harmless to JSON.parse but not to what comes
// after it: nesting deep enough to overflow a recursive validator, strings longer than any session needs, and
// keys (`__proto__`, `constructor`, `prototype`) that would reach an object's prototype if anything downstream
// ever merged the value with Object.assign or a plain `obj[key] = ...` loop.
import { jsonTextProblem } from '../../common/json-depth';

export interface ShapeLimits {
  readonly maxDepth: number;
  readonly maxStringChars: number;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A single pass over the text (common/json-depth.ts), the limit it passes named. */
export function checkJsonTextShape(text: string, limits: ShapeLimits): string | undefined {
  const problem = jsonTextProblem(text, limits);
  if (!problem) return undefined;
  return problem.kind === 'depth'
    ? `it nests deeper than ${limits.maxDepth} levels`
    : `it holds a string longer than ${limits.maxStringChars} characters`;
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
