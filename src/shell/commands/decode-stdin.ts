// just-bash hands a command its stdin as a latin1 byte string (one char per byte); commands that read text
// decode it as UTF-8, invalid sequences replaced rather than failing.
const decoder = new TextDecoder('utf-8');

/** The bytes of just-bash's stdin byte string. */
export function stdinBytes(byteString: unknown): Uint8Array {
  return Uint8Array.from(String(byteString), (ch) => ch.charCodeAt(0) & 0xff);
}

export function decodeStdin(byteString: unknown): string {
  return decoder.decode(stdinBytes(byteString));
}
