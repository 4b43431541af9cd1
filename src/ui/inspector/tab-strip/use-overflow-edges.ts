// The overflow edges of a sideways-scrolling element, kept up to date as it scrolls or resizes.
import { useEffect, useState, type RefObject } from 'react';
import { overflowEdges, type OverflowEdges } from './overflow-edges';

const NONE: OverflowEdges = { before: false, after: false };

export function useOverflowEdges(ref: RefObject<HTMLElement | null>): OverflowEdges {
  const [edges, setEdges] = useState(NONE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = overflowEdges(element);
      setEdges((was) => (was.before === next.before && was.after === next.after ? was : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The tabs' own widths change with the language and the text size.
    for (const child of element.children) observer.observe(child);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return edges;
}
