// Base64 for binary files in JSON snapshots. Works the same in Node and browsers and handles megabytes
// without building one huge intermediate string of char codes.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Uint8Array(128).fill(255);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 3 * 4096;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, bytes.length);
    let chunk = '';
    for (let i = start; i < end; i += 3) {
      const a = bytes[i]!;
      const b = i + 1 < end ? bytes[i + 1]! : 0;
      const c = i + 2 < end ? bytes[i + 2]! : 0;
      chunk += ALPHABET[a >> 2]! + ALPHABET[((a & 3) << 4) | (b >> 4)]!;
      chunk += i + 1 < end ? ALPHABET[((b & 15) << 2) | (c >> 6)]! : '=';
      chunk += i + 2 < end ? ALPHABET[c & 63]! : '=';
    }
    parts.push(chunk);
  }
  return parts.join('');
}

/** Returns undefined for text that is not canonical base64 (a hand-edited session file, say). */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (text.length % 4 !== 0) return undefined;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const values = [0, 1, 2, 3].map((k) => {
      const code = text.charCodeAt(i + k);
      if (code === 61 && i + k >= text.length - padding) return 0; // '=' only as trailing padding
      return code < 128 ? LOOKUP[code]! : 255;
    });
    if (values.some((v) => v === 255)) return undefined;
    const [a, b, c, d] = values as [number, number, number, number];
    const triple = (a << 18) | (b << 12) | (c << 6) | d;
    if (o < out.length) out[o++] = (triple >> 16) & 255;
    if (o < out.length) out[o++] = (triple >> 8) & 255;
    if (o < out.length) out[o++] = triple & 255;
  }
  return out;
}
