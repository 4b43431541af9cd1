// The wait a failed call's endpoint asked for (`retry-after`), counted down on the page. The endpoint said
// it relative to its answer; the page counts from when it first showed the failure, which is as close as it
// can see. Nothing retries by itself: the countdown only presses "retry" for a person who asked it to.

/** Whole seconds still to wait (0: none asked, or the wait is over). */
export function secondsLeft(retryAfterMs: number | undefined, shownAtMs: number, nowMs: number): number {
  if (retryAfterMs === undefined) return 0;
  return Math.max(0, Math.ceil((shownAtMs + retryAfterMs - nowMs) / 1000));
}

/** What the retry bar offers now: retry at once, or wait (armed: the person asked to retry when it ends). */
export type RetryOffer =
  { readonly kind: 'retry' } | { readonly kind: 'wait'; readonly seconds: number; readonly armed: boolean };

export function retryOffer(seconds: number, armed: boolean): RetryOffer {
  return seconds === 0 ? { kind: 'retry' } : { kind: 'wait', seconds, armed };
}

/** The person armed the retry and the wait is over: press it for them, once. */
export function retryIsDue(seconds: number, armed: boolean): boolean {
  return armed && seconds === 0;
}
