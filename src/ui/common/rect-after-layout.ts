// How a virtualized list learns its scroller's size without forcing a layout. @tanstack/virtual's own
// observer reads clientWidth/clientHeight the moment the list mounts, inside React's commit: the browser must
// lay out the whole page it has just changed there and then (26–45 ms of opening a 5,000-file session's
// long task, issue 37). A ResizeObserver reports the size after the browser's own layout, before the frame
// is painted, so the list draws from a first guess (`initialRect`) and corrects itself in the same frame.
import type { Virtualizer } from '@tanstack/react-virtual';

export interface Rect {
  readonly width: number;
  readonly height: number;
}

/** The size the list assumes until the browser has laid it out: a screenful of rows is drawn, not all. */
export function firstGuessRect(rowPx: number): Rect {
  return { width: 0, height: rowPx * 40 };
}

/** `observeElementRect` for `useVirtualizer`: sizes only from a ResizeObserver, never read on the spot. */
export function observeRectAfterLayout<S extends Element, I extends Element>(
  instance: Virtualizer<S, I>,
  report: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  const Observer = instance.targetWindow?.ResizeObserver;
  if (!element || !Observer) return undefined;
  const observer = new Observer((entries) => {
    const entry = entries.at(-1);
    const box = entry?.contentBoxSize?.[0];
    if (!entry) return;
    report({
      width: Math.round(box ? box.inlineSize : entry.contentRect.width),
      height: Math.round(box ? box.blockSize : entry.contentRect.height),
    });
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}
