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
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value) as string | undefined;
    return text ?? 'null';
  }
  if (Array.isArray(value)) {
    return `[${value.map((item: unknown) => canonicalJson(item)).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  const members: string[] = [];
  for (const key of Object.keys(record).sort()) {
    const member = record[key];
    if (!isJsonMember(member)) continue;
    members.push(`${JSON.stringify(key)}:${canonicalJson(member)}`);
  }
  return `{${members.join(',')}}`;
}

/** The member values JSON.stringify leaves out of an object. */
function isJsonMember(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}
