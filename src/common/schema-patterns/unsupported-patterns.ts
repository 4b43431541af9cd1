// The first pattern in a JSON Schema that RE2 cannot take, with where it is: a `pattern` keyword's value or a
// `patternProperties` key, at any depth. Loading a session or lesson and defining a tool refuse such a schema
// with this (ajv would refuse it only when a call is checked). Walked without recursion, so a deep schema
// costs time in proportion to its size and never the stack. Values that are data, not schemas (`const`,
// `enum`, `default`, `examples`), are not looked into: a default object may well have a key named `pattern`.
import { compilePattern, type PatternProblem } from './pattern-problem';

export interface UnsupportedPattern {
  /** JSON Pointer of the pattern in the schema: `/properties/s/pattern`, `/patternProperties/<key>`. */
  readonly pointer: string;
  readonly pattern: string;
  readonly problem: PatternProblem;
}

const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);

export function firstUnsupportedPattern(schema: unknown): UnsupportedPattern | null {
  const pending: { readonly value: unknown; readonly pointer: string }[] = [{ value: schema, pointer: '' }];
  while (pending.length > 0) {
    const { value, pointer } = pending.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, pointer: `${pointer}/${index}` }));
      continue;
    }
    const record = value as Record<string, unknown>;
    const checks: [string, string][] = [];
    if (typeof record.pattern === 'string') checks.push([record.pattern, `${pointer}/pattern`]);
    const patternProperties = record.patternProperties;
    if (
      typeof patternProperties === 'object' &&
      patternProperties !== null &&
      !Array.isArray(patternProperties)
    ) {
      for (const key of Object.keys(patternProperties))
        checks.push([key, `${pointer}/patternProperties/${escapePointer(key)}`]);
    }
    for (const [pattern, at] of checks) {
      const compiled = compilePattern(pattern);
      if (!compiled.ok) return { pointer: at, pattern, problem: compiled.problem };
    }
    for (const [key, child] of Object.entries(record).reverse()) {
      if (!DATA_KEYWORDS.has(key))
        pending.push({ value: child, pointer: `${pointer}/${escapePointer(key)}` });
    }
  }
  return null;
}

function escapePointer(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}
