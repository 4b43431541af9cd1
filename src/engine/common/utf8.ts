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
