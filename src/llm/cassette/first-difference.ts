// Where two JSON values first differ, as a path a person can read (`messages[4].content`). Used to tell the
// user exactly how a replayed run's request strayed from the recorded one.

export interface Difference {
  readonly path: string;
  readonly recorded: unknown;
  readonly actual: unknown;
}

export function firstDifference(recorded: unknown, actual: unknown, path = ''): Difference | undefined {
  if (Object.is(recorded, actual)) return undefined;
  if (Array.isArray(recorded) && Array.isArray(actual)) {
    const shared = Math.min(recorded.length, actual.length);
    for (let i = 0; i < shared; i += 1) {
      const found = firstDifference(recorded[i], actual[i], `${path}[${i}]`);
      if (found) return found;
    }
    if (recorded.length === actual.length) return undefined;
    return { path: `${path}.length`, recorded: recorded.length, actual: actual.length };
  }
  if (isRecord(recorded) && isRecord(actual)) {
    const keys = [...new Set([...Object.keys(recorded), ...Object.keys(actual)])].sort();
    for (const key of keys) {
      // A key present with `undefined` and an absent key mean the same thing in JSON.
      const found = firstDifference(recorded[key], actual[key], path ? `${path}.${key}` : key);
      if (found) return found;
    }
    return undefined;
  }
  return { path: path || '(root)', recorded, actual };
}

/** A short quote of a value for a one-line message. */
export function quote(value: unknown, maxChars = 80): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
