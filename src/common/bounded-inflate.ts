// Inflates deflate-raw data but never past a byte cap: the input is fed in small pieces and inflation stops at
// the first piece whose output crosses the cap, so a decompression bomb costs at most cap + one piece's worth.
// Shared by share links (session/share) and zip imports (vfs/import), the two places a stranger's deflate arrives.
import { Inflate } from 'fflate';

export type InflateResult =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly kind: 'too-large' | 'corrupt'; readonly reason: string };

class OverCap extends Error {}

/** `dictionary`: the preset dictionary the data was deflated with (a link format that uses one), if any. */
export function inflateBounded(
  data: Uint8Array,
  maxBytes: number,
  chunkBytes: number,
  dictionary?: Uint8Array,
): InflateResult {
  const parts: Uint8Array[] = [];
  let total = 0;
  let ended = false;
  const inflater = new Inflate(dictionary ? { dictionary } : {}, (chunk, final) => {
    total += chunk.length;
    // Throwing is the only way to make fflate stop inside a push; it is caught right below.
    if (total > maxBytes) throw new OverCap();
    parts.push(chunk);
    if (final) ended = true;
  });
  try {
    for (let at = 0; at < data.length; at += chunkBytes) {
      const end = Math.min(at + chunkBytes, data.length);
      inflater.push(data.subarray(at, end), end === data.length);
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof OverCap) {
      return { ok: false, kind: 'too-large', reason: `it inflates to more than ${maxBytes} bytes` };
    }
    return {
      ok: false,
      kind: 'corrupt',
      reason: `the compressed data is damaged (${(error as Error).message})`,
    };
  }
  if (!ended) return { ok: false, kind: 'corrupt', reason: 'the compressed data ends too early' };
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return { ok: true, bytes };
}
