// The model's stream in the diagram is drawn piece by piece, one piece per streamed delta. Which pieces are
// new in this render (released since the last one) is all the reveal needs: they fade in one after another,
// so a response whose deltas were all released by one Step (a scripted or recorded model computes its
// whole answer at once) still reads as it streams. The pace is drawing only: what is shown is always exactly
// the events as of the cursor, a jump (data-motion="settle") or reduced motion shows them at once, and
// travelling back removes pieces without any motion.
import { useState } from 'react';

/** The reveal of one render's new pieces never takes longer than this in all. */
export const REVEAL_MAX_MS = 1500;
/** A readable streaming pace: about 25 tokens a second. */
export const REVEAL_PIECE_MS = 40;

/** How many of `total` pieces were drawn before this render (for the stream keyed `key`). */
export function useArrivedPieces(key: string, total: number): number {
  const [seen, setSeen] = useState({ key, total, before: total });
  if (seen.key !== key || seen.total !== total) {
    // React's pattern for state derived from the previous render: set during render, redrawn at once.
    const before = seen.key === key ? Math.min(seen.total, total) : 0;
    setSeen({ key, total, before });
    return before;
  }
  return seen.before;
}

/** The delay before the `nth` new piece (0-based) of `count` new pieces shows. */
export function revealDelayMs(nth: number, count: number): number {
  return nth * Math.min(REVEAL_PIECE_MS, REVEAL_MAX_MS / Math.max(1, count));
}
