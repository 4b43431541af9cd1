// The countdown of a failed call's retry-after: whole seconds from when the page showed the failure, never
// below zero, and a retry pressed for the person only when they armed it and the wait is over.
import { describe, expect, it } from 'vitest';
import { retryIsDue, retryOffer, secondsLeft } from './retry-countdown';

describe('the retry countdown', () => {
  it('counts the endpoint’s wait down in whole seconds from when the failure was shown', () => {
    expect(secondsLeft(3000, 10_000, 10_000)).toBe(3);
    expect(secondsLeft(3000, 10_000, 10_001)).toBe(3);
    expect(secondsLeft(3000, 10_000, 11_000)).toBe(2);
    expect(secondsLeft(3000, 10_000, 12_999)).toBe(1);
    expect(secondsLeft(3000, 10_000, 13_000)).toBe(0);
    expect(secondsLeft(3000, 10_000, 60_000)).toBe(0);
  });

  it('has nothing to wait for when the endpoint named no wait', () => {
    expect(secondsLeft(undefined, 10_000, 10_000)).toBe(0);
    expect(retryOffer(0, false)).toEqual({ kind: 'retry' });
  });

  it('offers to wait while seconds are left, and retries for the person only once armed and over', () => {
    expect(retryOffer(2, false)).toEqual({ kind: 'wait', seconds: 2, armed: false });
    expect(retryOffer(2, true)).toEqual({ kind: 'wait', seconds: 2, armed: true });
    expect(retryIsDue(2, true)).toBe(false);
    expect(retryIsDue(0, false)).toBe(false);
    expect(retryIsDue(0, true)).toBe(true);
  });
});
