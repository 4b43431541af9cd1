// The UTF-8 size of a string without encoding it (a lone surrogate counts as the 3 bytes of U+FFFD, as
// TextEncoder writes it). Most workspace text is ASCII: one native regex scan finds the first character
// that is not, and only the rest is counted code unit by code unit. Opening a 5,000-file link counts every
// file's size on the page as it draws the tree; counting all of it in JS was ~5 ms of one task (issue 37).
const NOT_ASCII = /[^\0-\x7f]/u;

export function utf8Length(text: string): number {
  const first = text.search(NOT_ASCII);
  if (first < 0) return text.length;
  let bytes = first;
  for (let i = first; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next < 0xe000) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
