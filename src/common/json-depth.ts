// How deep JSON nests, found without recursion (issue 36). JSON.parse itself takes any depth, but what comes
// after it does not: JSON.stringify, structured clone (postMessage between threads), ajv and every recursive
// walk overflow the stack somewhere past a few thousand levels ("Maximum call stack size exceeded"). So text
// from outside is measured before it is parsed, and a value from outside before it is written or posted, and
// anything deeper than its limit is refused with the limit named.

/**
 * Tool-call arguments may nest this deep (the arguments object itself is level 1). Real models send a few
 * levels; 64 leaves room for any schema a person writes and stays far below every stack limit.
 */
export const MAX_ARGUMENT_DEPTH = 64;

/**
 * A session or lesson document from outside (a link, a file, a CLI's file) may nest this deep; a session needs
 * about a dozen levels. The share links' limit (session/share/share-limits.ts), checked on the text.
 */
export const MAX_DOCUMENT_DEPTH = 48;

export interface JsonTextLimits {
  readonly maxDepth: number;
  readonly maxStringChars?: number;
}

export type JsonTextProblem = { readonly kind: 'depth' } | { readonly kind: 'string' };

/** One pass over the text: outside strings it counts brackets, inside them characters. */
export function jsonTextProblem(text: string, limits: JsonTextLimits): JsonTextProblem | null {
  const maxStringChars = limits.maxStringChars ?? Number.POSITIVE_INFINITY;
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
        if (i - stringStart > maxStringChars) return { kind: 'string' };
      }
      continue;
    }
    if (c === 0x22) {
      inString = true;
      stringStart = i;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limits.maxDepth) return { kind: 'depth' };
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return null;
}

/** Whether a value nests arrays and objects deeper than `limit`, walked with a stack of its own. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { readonly value: unknown; readonly depth: number }[] = [{ value, depth: 1 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > limit) return true;
    const children = Array.isArray(next.value) ? next.value : Object.values(next.value);
    for (const child of children) {
      if (typeof child === 'object' && child !== null) pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  return false;
}

export type DepthBoundParse =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly tooDeep: true }
  | { readonly ok: false; readonly tooDeep: false; readonly error: unknown };

/** JSON.parse, but only for text that nests at most `maxDepth` deep. */
export function parseJsonWithinDepth(text: string, maxDepth: number): DepthBoundParse {
  if (jsonTextProblem(text, { maxDepth })) return { ok: false, tooDeep: true };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, tooDeep: false, error };
  }
}

/** The sentence for arguments past the limit (the same wherever they are refused). */
export function tooDeepArguments(limit = MAX_ARGUMENT_DEPTH): string {
  return `the arguments nest deeper than ${limit} levels of arrays and objects`;
}
