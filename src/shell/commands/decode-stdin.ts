// just-bash hands a command its stdin as a latin1 byte string (one char per byte); commands that read text
// decode it as UTF-8, invalid sequences replaced rather than failing.
const decoder = new TextDecoder('utf-8');

export function decodeStdin(byteString: unknown): string {
  const text = String(byteString);
  return decoder.decode(Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 0xff));
}
