// The model's stream in the diagram is drawn piece by piece, one piece per streamed delta. Which pieces are
// new in this render (released since the last one) is all the reveal needs: they fade in one after another,
// so a response whose deltas were all released by one Step (a scripted or recorded model computes its
// whole answer at once) still reads as it streams. The pace is drawing only: what is shown is always exactly
// the events as of the cursor, a jump (data-motion="settle") or reduced motion shows them at once, and
// travelling back removes pieces without any motion.
import { useEffect, useState, type RefObject } from 'react';

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

/** The keyframes of a piece's fade, as stream-pieces.css names them (the fades `fadesEnded` waits for). */
const PIECE_FADE_NAME = 'stream-piece-in';
/** The fade of one piece (stream-pieces.css), and a frame's margin after it. */
const PIECE_FADE_MS = 120 + 30;

/** How long the reveal of `fresh` new pieces takes in all, to the end of the last one's fade. */
export function revealMsOf(fresh: number): number {
  return fresh > 0 ? revealDelayMs(fresh - 1, fresh) + PIECE_FADE_MS : 0;
}

/**
 * Whether the pieces new in this render are still appearing: a stream that has all its deltas but is still
 * typing them out says "streaming", not "complete". `token` changes whenever new pieces arrive; `ms` 0
 * (nothing new, a jump, reduced motion) is never still revealing.
 *
 * `ms` is when the reveal should have ended; the pieces' own fades (under `shown`) are what the person sees,
 * and on a busy machine frames come late and they end later. So once `ms` has passed, the state waits for
 * whichever fades are still under way: "complete" is said only with every piece shown (it was said while
 * the last ones still faded in, under CI's load).
 */
export function useStillRevealing(token: string, ms: number, shown: RefObject<HTMLElement | null>): boolean {
  const [doneFor, setDoneFor] = useState<string | null>(null);
  useEffect(() => {
    if (ms <= 0) return;
    let current = true;
    const timer = setTimeout(() => {
      void fadesEnded(shown.current).then(() => {
        if (current) setDoneFor(token);
      });
    }, ms);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [token, ms, shown]);
  return ms > 0 && doneFor !== token;
}

/** Resolves once the pieces' fades (stream-pieces.css) under `element` have ended, however they end. */
export async function fadesEnded(element: Pick<Element, 'getAnimations'> | null): Promise<void> {
  // A browser without Web Animations shows the pieces at once.
  if (!element || typeof element.getAnimations !== 'function') return;
  const underWay = element.getAnimations({ subtree: true }).filter(
    (animation) =>
      // A CSS animation names its keyframes; a script's own animations have no name.
      (animation as Partial<CSSAnimation>).animationName === PIECE_FADE_NAME &&
      animation.playState !== 'finished' &&
      animation.playState !== 'idle',
  );
  await Promise.allSettled(underWay.map((fade) => fade.finished));
}
