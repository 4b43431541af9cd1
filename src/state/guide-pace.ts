// How fast the guide's "Run the next step" plays the step it runs (step-playback.ts): the time each trace
// event stays on screen. "Instant" settles the step at once, as prefers-reduced-motion does whatever is chosen.
export const GUIDE_PACES = { slow: 600, normal: 300, fast: 120, instant: 0 } as const;
export type GuidePace = keyof typeof GUIDE_PACES;
export const GUIDE_PACE_NAMES = Object.keys(GUIDE_PACES) as GuidePace[];
export const DEFAULT_GUIDE_PACE: GuidePace = 'normal';

/** Milliseconds per event for `pace`; 0 (settle at once) when the person asked for less motion. */
export function eventMsOf(pace: GuidePace, reducedMotion: boolean): number {
  return reducedMotion ? 0 : GUIDE_PACES[pace];
}
