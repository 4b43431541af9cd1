// Whether a row that scrolls sideways hides something at either end: the tab strip shows its ‹ › cue only
// on a side with more tabs to see (issue 33, item 3: in the 800 × 500 embed the tabs after Breakers were off
// the edge with nothing to say so).

export interface OverflowEdges {
  /** Content is scrolled out past the start (left). */
  readonly before: boolean;
  /** Content lies past the end (right). */
  readonly after: boolean;
}

/** Sub-pixel layouts leave a fraction over; a whole pixel is content. */
const SLACK_PX = 1;

export function overflowEdges(box: {
  readonly scrollLeft: number;
  readonly clientWidth: number;
  readonly scrollWidth: number;
}): OverflowEdges {
  return {
    before: box.scrollLeft > SLACK_PX,
    after: box.scrollWidth - box.clientWidth - box.scrollLeft > SLACK_PX,
  };
}

/** How far one press of a cue scrolls: most of the strip's width, so the next tabs come in with one kept. */
export function cueScrollPx(clientWidth: number): number {
  return Math.max(1, Math.round(clientWidth * 0.75));
}

/**
 * The strip's scroll position that shows the whole tab at `start`…`start + width` (in the strip's content
 * coordinates), moving as little as it can: unchanged when the tab is already in view.
 */
export function scrollLeftToReveal(
  strip: { readonly scrollLeft: number; readonly clientWidth: number },
  tab: { readonly start: number; readonly width: number },
): number {
  if (tab.start < strip.scrollLeft) return tab.start;
  const end = tab.start + tab.width;
  if (end > strip.scrollLeft + strip.clientWidth) return Math.max(0, end - strip.clientWidth);
  return strip.scrollLeft;
}
