// The overflow edges of a sideways-scrolling tab strip, kept up to date as it scrolls or resizes; and the
// selected tab kept in its view (a link's `tab=` past the edge, a tab chosen from elsewhere) whenever the
// selection changes or the strip is laid out anew (it has no width until its frame is drawn).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { overflowEdges, scrollLeftToReveal, type OverflowEdges } from './overflow-edges';

const NONE: OverflowEdges = { before: false, after: false };

/** Shows the selected tab whole (once the strip has a width to show it in). */
function revealSelected(strip: HTMLElement) {
  const tab = strip.querySelector('[aria-selected="true"]');
  if (!tab || strip.clientWidth === 0) return;
  const box = strip.getBoundingClientRect();
  const at = tab.getBoundingClientRect();
  const start = at.left - box.left + strip.scrollLeft;
  const next = scrollLeftToReveal(strip, { start, width: at.width });
  if (next !== strip.scrollLeft) strip.scrollLeft = next;
}

export function useOverflowEdges(
  ref: RefObject<HTMLElement | null>,
  selected: string,
): { readonly edges: OverflowEdges; readonly readerScrolled: () => void } {
  const [edges, setEdges] = useState(NONE);
  // The selected tab is kept in view through every layout (the strip's width settles as its frame, its
  // fonts and its cues are drawn) until the reader scrolls the strip themself: theirs is never undone.
  const keepSelected = useRef(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = overflowEdges(element);
      setEdges((was) => (was.before === next.before && was.after === next.after ? was : next));
    };
    measure();
    const observer = new ResizeObserver(() => {
      if (keepSelected.current) revealSelected(element);
      measure();
    });
    observer.observe(element);
    // The tabs' own widths change with the language and the text size.
    for (const child of element.children) observer.observe(child);
    const readerScrolls = () => (keepSelected.current = false);
    element.addEventListener('scroll', measure, { passive: true });
    element.addEventListener('wheel', readerScrolls, { passive: true });
    element.addEventListener('pointerdown', readerScrolls, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
      element.removeEventListener('wheel', readerScrolls);
      element.removeEventListener('pointerdown', readerScrolls);
    };
  }, [ref]);
  useEffect(() => {
    keepSelected.current = true;
    if (ref.current) revealSelected(ref.current);
  }, [ref, selected]);
  /** The reader scrolled with a cue: the strip stays where they put it. */
  const readerScrolled = useCallback(() => (keepSelected.current = false), []);
  return { edges, readerScrolled };
}
