// UTF-8 sizes and cuts without encoding the string (budgets are in UTF-8 bytes everywhere).

const NON_ASCII = /[\u0080-\uffff]/;

/** Bytes of `text` in UTF-8. Lone surrogates count as U+FFFD (3 bytes), as an encoder would write them. */
export function utf8ByteLength(text: string): number {
  // Most payloads are ASCII: one native scan answers for them.
  if (!NON_ASCII.test(text)) return text.length;
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        // A pair: 2 UTF-16 units, 4 bytes.
        bytes += 2;
        i++;
      } else bytes += 2;
    } else bytes += 2;
  }
  return bytes;
}

/** The longest prefix of `text` that fits in `maxBytes` UTF-8 bytes, never splitting a character. */
export function utf8Prefix(text: string, maxBytes: number): string {
  if (maxBytes <= 0) return '';
  // Each UTF-16 unit is at most 3 bytes, so short strings fit without counting.
  if (text.length * 3 <= maxBytes || utf8ByteLength(text) <= maxBytes) return text;
  let bytes = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    let width = 1;
    let units = 1;
    if (code >= 0x80) {
      if (code < 0x800) width = 2;
      else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
        const next = text.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) {
          width = 4;
          units = 2;
        } else width = 3;
      } else width = 3;
    }
    if (bytes + width > maxBytes) break;
    bytes += width;
    i += units;
  }
  return text.slice(0, i);
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON escapes
const JSON_ESCAPED_OR_NON_ASCII = /["\\\u0000-\u001f\u0080-\uffff]/;

/**
 * UTF-8 bytes of `text` inside a JSON string, as `JSON.stringify` writes it (without the quotes): what a text
 * costs once it is in a serialized result. Quotes, backslashes and \b \f \n \r \t take 2 bytes, other
 * controls and lone surrogates 6 (`\u0001`).
 */
export function jsonStringByteLength(text: string): number {
  if (!JSON_ESCAPED_OR_NON_ASCII.test(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const width = jsonCharBytes(text, i);
    bytes += width;
    if (width === 4) i++; // a surrogate pair: two units
  }
  return bytes;
}

/** The longest prefix of `text` whose JSON-escaped size fits in `maxBytes`, never splitting a character. */
export function jsonStringPrefix(text: string, maxBytes: number): string {
  if (text.length * 6 <= maxBytes || jsonStringByteLength(text) <= maxBytes) return text;
  let bytes = 0;
  let i = 0;
  while (i < text.length) {
    const width = jsonCharBytes(text, i);
    if (bytes + width > maxBytes) break;
    bytes += width;
    i += width === 4 ? 2 : 1;
  }
  return text.slice(0, i);
}

/** Escaped size of the character at `i`; 4 only for a surrogate pair (escapes are 2 or 6, BMP at most 3). */
function jsonCharBytes(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code === 0x22 || code === 0x5c) return 2;
  if (code < 0x20)
    return code === 0x08 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d ? 2 : 6;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
    return next >= 0xdc00 && next <= 0xdfff ? 4 : 6;
  }
  return code >= 0xdc00 && code <= 0xdfff ? 6 : 3;
}
