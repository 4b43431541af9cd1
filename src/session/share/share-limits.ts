// The limits a share link is decoded under. A link comes from anyone, so every stage is capped before it can
// cost memory or time: the fragment's length, the inflated size (no zip bombs), how deep the JSON nests, and
// how long any one string may be. Numbers are generous for real sessions and tiny for an attacker's payload.
import { MAX_DOCUMENT_DEPTH } from '../../common/json-depth';

export const SHARE_LIMITS = {
  /** Characters of `<data>` accepted at all (a browser keeps URLs of a few MB; we need far less). */
  maxEncodedChars: 400_000,
  /** UTF-8 bytes the inflated JSON may reach; inflation stops as soon as it passes this. */
  maxInflatedBytes: 2_000_000,
  /**
   * Compressed bytes handed to the inflater per push, which bounds how far one push can overshoot the cap
   * (deflate expands at most ~1,032×: ≤ ~4.2 MB past it, in the decoding worker). Smaller pieces cost far
   * more: fflate's streaming inflate copies its window on every push (256 B took ~100 ms for a 5,000-file
   * link, 4 KB ~5 ms).
   */
  inflateChunkBytes: 4096,
  /** Nesting of arrays and objects (a session needs about a dozen). */
  maxDepth: MAX_DOCUMENT_DEPTH,
  /** Characters in one JSON string (file contents included). */
  maxStringChars: 1_000_000,
} as const;

/** The size meter beside a link: where it can travel. */
export const LINK_FITS_CHAT_CHARS = 2_000;
export const LINK_FITS_EVERYWHERE_CHARS = 8_000;

export type LinkFit = 'chat' | 'everywhere' | 'file-only';

export function linkFit(chars: number): LinkFit {
  if (chars <= LINK_FITS_CHAT_CHARS) return 'chat';
  if (chars <= LINK_FITS_EVERYWHERE_CHARS) return 'everywhere';
  return 'file-only';
}
