// Reading a tool's arguments defensively. The executor validates them against the schema first, but a tool
// is also called directly (tests, the CLI), and a wrong type must become INVALID_PARAM, never a crash.
export type InputRead<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

type Input = Readonly<Record<string, unknown>>;

export function requiredString(input: Input, name: string): InputRead<string> {
  const value = input[name];
  if (typeof value !== 'string') return { ok: false, message: `'${name}' is required and must be a string.` };
  return { ok: true, value };
}

export function optionalString(input: Input, name: string): InputRead<string | undefined> {
  const value = input[name];
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value !== 'string') return { ok: false, message: `'${name}' must be a string.` };
  return { ok: true, value };
}

export function optionalBoolean(input: Input, name: string, fallback: boolean): InputRead<boolean> {
  const value = input[name];
  if (value === undefined || value === null) return { ok: true, value: fallback };
  if (typeof value !== 'boolean') return { ok: false, message: `'${name}' must be true or false.` };
  return { ok: true, value };
}

/** An integer within [min, max]; `fallback` when absent. Booleans are not numbers here (the seed's B12). */
export function optionalInteger(
  input: Input,
  name: string,
  range: { readonly min: number; readonly max: number; readonly fallback: number },
): InputRead<number> {
  const value = input[name];
  if (value === undefined || value === null) return { ok: true, value: range.fallback };
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return { ok: false, message: `'${name}' must be an integer.` };
  }
  if (value < range.min || value > range.max) {
    return { ok: false, message: `'${name}' must be between ${range.min} and ${range.max} (got ${value}).` };
  }
  return { ok: true, value };
}

/** An optional number without range (lock fields), undefined when absent. */
export function optionalNumber(input: Input, name: string): InputRead<number | undefined> {
  const value = input[name];
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return { ok: false, message: `'${name}' must be a number.` };
  }
  return { ok: true, value };
}
