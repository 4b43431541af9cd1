// The output limit, applied by us to what a command printed. just-bash refuses a write that would overflow its
// own output limit whole, so a command that prints in one go (`cat big.log`, `seq 1 100000`) would come back
// with nothing; it is therefore given headroom (limits.ts) and the output is cut here, at the session's
// limit, keeping what came first — "a command stopped by a limit returns what it printed so far".
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface CappedOutput {
  readonly stdout: string;
  readonly stderr: string;
  /** True when anything was cut. */
  readonly cut: boolean;
}

/**
 * Together at most `maxBytes` of UTF-8: stderr keeps up to a quarter (errors explain the rest), stdout takes
 * what that leaves, and stderr then takes whatever stdout did not need.
 */
export function capOutput(stdout: string, stderr: string, maxBytes: number): CappedOutput {
  const reserved = cutToBytes(stderr, Math.floor(maxBytes / 4)).bytes;
  const out = cutToBytes(stdout, maxBytes - reserved);
  const err = cutToBytes(stderr, maxBytes - out.bytes);
  return { stdout: out.text, stderr: err.text, cut: out.cut || err.cut };
}

/** The longest prefix of `text` within `maxBytes` of UTF-8, never splitting a character. */
function cutToBytes(text: string, maxBytes: number): { text: string; bytes: number; cut: boolean } {
  // A UTF-16 unit is at most 3 UTF-8 bytes: short enough texts cannot be over.
  if (text.length * 3 <= maxBytes) return { text, bytes: encoder.encode(text).length, cut: false };
  // Every unit is at least one byte, so the first maxBytes + 1 units decide where the cut falls (the last of
  // them starts at or past the cut, so splitting a surrogate pair there cannot matter).
  const head = text.length > maxBytes + 1 ? text.slice(0, maxBytes + 1) : text;
  const bytes = encoder.encode(head);
  if (head === text && bytes.length <= maxBytes) return { text, bytes: bytes.length, cut: false };
  let end = Math.max(0, maxBytes);
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1; // back off a continuation byte
  return { text: decoder.decode(bytes.subarray(0, end)), bytes: end, cut: true };
}
