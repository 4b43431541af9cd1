// When the playground shows one region at a time (issue 33, item 5). Four columns of panes need about
// 1,100 CSS px: below that (a small window, or a larger one at browser zoom, which lays out fewer CSS px)
// or with text at 150 % and more (every rem grows, so the same panes hold half the words), the panes are
// slivers and cut what they show. Then one region takes the stage, as a full-screen region does in
// presenter mode, and the lesson guide docks beside it.

/** Below this many CSS px of window width the layout is compact. */
export const COMPACT_BELOW_PX = 1100;
/** From this text scale (TEXT_SCALES) on the layout is compact, whatever the width. */
export const COMPACT_FROM_TEXT_SCALE = 1.5;

export function isCompactLayout(widthPx: number, textScale: number): boolean {
  return widthPx < COMPACT_BELOW_PX || textScale >= COMPACT_FROM_TEXT_SCALE;
}

/** The regions a compact layout switches between, in the switcher's order (their `data-region` ids). */
export const COMPACT_REGIONS = ['pipeline', 'inspector', 'conversation', 'workspace', 'terminal'] as const;
export type CompactRegion = (typeof COMPACT_REGIONS)[number];
