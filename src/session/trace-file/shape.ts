// A small checker for JSON values: shapes built from combinators, each of which knows the TypeScript type of
// the values it accepts (`Infer`), so the type checker proves a shape is at least as strict as the type the
// panels are written against. A mismatch says where (a field path) and what was expected, as data: the page
// words it in the person's language.

export type Expected =
  | { readonly kind: 'string' | 'number' | 'amount' | 'count' | 'boolean' | 'object' | 'list' | 'null' }
  | { readonly kind: 'one-of'; readonly values: readonly Literal[] }
  /** Nested deeper than a panel can draw (JSON.stringify and the recursive views have a stack). */
  | { readonly kind: 'shallower'; readonly maxDepth: number };

export type Literal = string | number | boolean | null;

export interface Mismatch {
  /** e.g. `result.stats.timeMs`, `messages[2].role`; '' for the value itself. */
  readonly path: string;
  /** Null when the field is missing. */
  readonly expected: Expected | null;
  readonly missing: boolean;
}

type Segments = readonly Segment[];

export interface Shape<T> {
  readonly check: (value: unknown, at: Segments) => Mismatch | null;
  /** Phantom: the type of accepted values (never set). */
  readonly accepts?: T;
}

/** A property that may be absent (present, it must match). */
export interface Optional<T> {
  readonly optional: Shape<T>;
}

export type Infer<S> = S extends Shape<infer T> ? T : S extends Optional<infer T> ? T : never;

/** Nesting allowed in free-form JSON (settings, raw responses, tool inputs). */
export const MAX_JSON_DEPTH = 64;

export function pathOf(at: Segments): string {
  let path = '';
  for (const segment of at)
    path += typeof segment === 'number' ? `[${segment}]` : path ? `.${segment}` : segment;
  return path;
}

const fail = (at: Segments, expected: Expected): Mismatch => ({ path: pathOf(at), expected, missing: false });

function scalar<T>(kind: Expected['kind'], test: (value: unknown) => boolean): Shape<T> {
  const expected = { kind } as Expected;
  return { check: (value, at) => (test(value) ? null : fail(at, expected)) };
}

export const str: Shape<string> = scalar('string', (v) => typeof v === 'string');
/** Any finite number (JSON's 1e400 parses to Infinity). */
export const num: Shape<number> = scalar('number', (v) => typeof v === 'number' && Number.isFinite(v));
/** A finite number ≥ 0: times, durations, bytes. */
export const amount: Shape<number> = scalar(
  'amount',
  (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0,
);
/** A whole number ≥ 0 that counts exactly: indexes, steps, versions, counts. */
export const count: Shape<number> = scalar('count', (v) => Number.isSafeInteger(v) && (v as number) >= 0);
export const bool: Shape<boolean> = scalar('boolean', (v) => typeof v === 'boolean');

export function oneOf<const L extends readonly Literal[]>(...values: L): Shape<L[number]> {
  const expected: Expected = { kind: 'one-of', values };
  return { check: (value, at) => (values.includes(value as Literal) ? null : fail(at, expected)) };
}

export function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return { check: (value, at) => (value === null ? null : shape.check(value, at)) };
}

export function optional<T>(shape: Shape<T>): Optional<T> {
  return { optional: shape };
}

// Mutable types, so a shape fits both `readonly T[]` and `T[]` fields (checking never writes).
export function list<T>(item: Shape<T>): Shape<T[]> {
  return {
    check: (value, at) => {
      if (!Array.isArray(value)) return fail(at, { kind: 'list' });
      for (let i = 0; i < value.length; i += 1) {
        const problem = item.check(value[i], [...at, i]);
        if (problem) return problem;
      }
      return null;
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Props = Readonly<Record<string, Shape<unknown> | Optional<unknown>>>;
type RequiredKeys<P> = { [K in keyof P]: P[K] extends Optional<unknown> ? never : K }[keyof P];
type OptionalKeys<P> = { [K in keyof P]: P[K] extends Optional<unknown> ? K : never }[keyof P];
type Flatten<T> = { [K in keyof T]: T[K] };
export type ObjectOf<P> = Flatten<
  { readonly [K in RequiredKeys<P>]: Infer<P[K]> } & { readonly [K in OptionalKeys<P>]?: Infer<P[K]> }
>;

/** An object with these properties; others may be there too (a newer writer's extras are harmless). */
export function object<const P extends Props>(props: P): Shape<ObjectOf<P>> {
  const entries = Object.entries(props);
  return {
    check: (value, at) => {
      if (!isRecord(value)) return fail(at, { kind: 'object' });
      for (const [key, prop] of entries) {
        const field = value[key];
        if ('optional' in prop) {
          if (field === undefined) continue;
          const problem = prop.optional.check(field, [...at, key]);
          if (problem) return problem;
        } else {
          if (!(key in value)) return { path: pathOf([...at, key]), expected: null, missing: true };
          const problem = prop.check(field, [...at, key]);
          if (problem) return problem;
        }
      }
      return null;
    },
  };
}

/** An object whose every value has one shape (a record of numbers, say). */
export function record<T>(values: Shape<T>): Shape<Record<string, T>> {
  return {
    check: (value, at) => {
      if (!isRecord(value)) return fail(at, { kind: 'object' });
      for (const key of Object.keys(value)) {
        const problem = values.check(value[key], [...at, key]);
        if (problem) return problem;
      }
      return null;
    },
  };
}

/** Both shapes at once (an object with named fields and a rule for the rest). */
export function both<A, B>(a: Shape<A>, b: Shape<B>): Shape<A & B> {
  return { check: (value, at) => a.check(value, at) ?? b.check(value, at) };
}

/** Variants told apart by one field: the variant it names must match. */
export function variants<const K extends string, const V extends Readonly<Record<string, Shape<unknown>>>>(
  key: K,
  shapes: V,
): Shape<{ [T in keyof V]: Infer<V[T]> }[keyof V]> {
  const names = Object.keys(shapes);
  const tag = oneOf(...names);
  return {
    check: (value, at) => {
      if (!isRecord(value)) return fail(at, { kind: 'object' });
      if (!(key in value)) return { path: pathOf([...at, key]), expected: null, missing: true };
      const problem = tag.check(value[key], [...at, key]);
      if (problem) return problem;
      return shapes[value[key] as string]!.check(value, at);
    },
  };
}

/** A shape defined in terms of itself (JSON Schemas nest), resolved at first use. */
export function lazy<T>(make: () => Shape<T>): Shape<T> {
  let shape: Shape<T> | undefined;
  return { check: (value, at) => (shape ??= make()).check(value, at) };
}

/** Any JSON value, as long as it nests no deeper than the panels can walk and its numbers are finite. */
export const json: Shape<unknown> = {
  check: (value, at) => {
    const below: Segment[] = []; // the path inside the value, kept as a stack: no array per node
    const found = jsonProblem(value, below, MAX_JSON_DEPTH);
    if (found === 'deep') return fail(at, { kind: 'shallower', maxDepth: MAX_JSON_DEPTH });
    return found === 'infinite' ? fail([...at, ...below], { kind: 'number' }) : null;
  },
};

type Segment = string | number;

/** Walks no deeper than `depthLeft`, so a hostile depth costs nothing extra; `below` ends at the problem. */
function jsonProblem(value: unknown, below: Segment[], depthLeft: number): 'deep' | 'infinite' | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'infinite';
  if (typeof value !== 'object' || value === null) return null;
  if (depthLeft === 0) return 'deep';
  const entries: Iterable<[Segment, unknown]> = Array.isArray(value)
    ? value.entries()
    : Object.entries(value);
  for (const [key, child] of entries) {
    below.push(key);
    const problem = jsonProblem(child, below, depthLeft - 1);
    if (problem) return problem;
    below.pop();
  }
  return null;
}
