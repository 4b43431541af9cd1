// Canonical JSON: the one text every fingerprint and hash in ToolScope is taken over (the trace hash, the schema
// fingerprint), so two equal values always give byte-identical text whatever order their keys were built in.
// - Object keys sorted by UTF-16 code unit (Array.prototype.sort's order, not code point order), at every depth.
// - No whitespace. Strings, numbers and literals as JSON.stringify writes them: non-ASCII kept as it is, lone
//   surrogates escaped (`"\ud800"`), -0 as `0`, NaN and ±Infinity as `null`.
// - What JSON cannot hold follows JSON.stringify: an object member whose value is undefined, a function or a
//   symbol is left out; the same values inside an array, or as the whole value, become `null`.
// - Like the versions it replaced, it does not call toJSON (traces hold plain data; a Date would give `{}`).
// Trace hashes are pinned (lesson-pins.json), so changing any of these rules changes every pin: don't.
// canonical-json.test.ts pins the rules; canonical-json-sources.test.ts keeps this the only implementation.
// - No value is too deep to write (issue 36: arguments 10,000 deep overflowed the stack here and the run
//   failed; they are refused now, and a trace from anywhere still hashes). Recursion is the fast way and is
//   kept for the first levels; a part nested deeper is written with a stack of its own.
export function canonicalJson(value: unknown): string {
  return written(value, 0);
}

/** Below this depth recursion is safe on any stack; past it, `writtenWithStack` takes over. */
const RECURSION_DEPTH = 256;

function written(value: unknown, depth: number): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value) as string | undefined;
    return text ?? 'null';
  }
  if (depth >= RECURSION_DEPTH) return writtenWithStack(value);
  if (Array.isArray(value)) {
    return `[${value.map((item: unknown) => written(item, depth + 1)).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  const members: string[] = [];
  for (const key of Object.keys(record).sort()) {
    const member = record[key];
    if (!isJsonMember(member)) continue;
    members.push(`${JSON.stringify(key)}:${written(member, depth + 1)}`);
  }
  return `{${members.join(',')}}`;
}

/** The same text as `written`, from a stack of what is left to write (last first), never the call stack. */
function writtenWithStack(value: unknown): string {
  const out: string[] = [];
  // A value still to write, or text written as it is (brackets, commas, keys).
  const pending: ({ readonly value: unknown } | string)[] = [{ value }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next === 'string') {
      out.push(next);
      continue;
    }
    const item = next.value;
    if (item === null || typeof item !== 'object') {
      const text = JSON.stringify(item) as string | undefined;
      out.push(text ?? 'null');
    } else if (Array.isArray(item)) {
      pending.push(']');
      for (let i = item.length - 1; i >= 0; i--) {
        pending.push({ value: item[i] as unknown });
        if (i > 0) pending.push(',');
      }
      pending.push('[');
    } else {
      const record = item as Record<string, unknown>;
      const keys = Object.keys(record)
        .sort()
        .filter((key) => isJsonMember(record[key]));
      pending.push('}');
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        pending.push({ value: record[key] });
        pending.push(`${JSON.stringify(key)}:`);
        if (i > 0) pending.push(',');
      }
      pending.push('{');
    }
  }
  return out.join('');
}

/** The member values JSON.stringify leaves out of an object. */
function isJsonMember(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}
