// Decides the compact layout from the window's width and the text scale, tells the store (the regions and
// the guide read it) and marks the root (`data-compact`, for the style sheets). While compact it keeps
// `--compact-top` / `--compact-bottom` on the root: where the stage under the header and the region switcher
// begins and ends, which the region on the stage and the guide beside it are fixed to (compact.css).
import { useEffect, useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';
import { useAppStore } from '../../store/use-app-store';
import { isCompactLayout } from './compact-layout';

const subscribeResize = (changed: () => void) => {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
};
// The layout viewport in CSS px: browser zoom shrinks it, as it shrinks what the panes have.
const windowWidth = () => document.documentElement.clientWidth;

export function useCompactLayout(stage: RefObject<HTMLElement | null>): boolean {
  const width = useSyncExternalStore(subscribeResize, windowWidth);
  const textScale = useAppStore((s) => s.textScale);
  const setCompactLayout = useAppStore((s) => s.setCompactLayout);
  const compact = isCompactLayout(width, textScale);

  useEffect(() => {
    setCompactLayout(compact);
    document.documentElement.toggleAttribute('data-compact', compact);
  }, [compact, setCompactLayout]);

  // Before paint, so the region is never drawn once at the stage's old place.
  useLayoutEffect(() => {
    const element = stage.current;
    if (!compact || !element) return;
    const root = document.documentElement.style;
    const place = () => {
      const box = element.getBoundingClientRect();
      root.setProperty('--compact-top', `${Math.round(box.top)}px`);
      root.setProperty('--compact-bottom', `${Math.round(window.innerHeight - box.bottom)}px`);
    };
    place();
    // The stage moves when the header wraps or the text scale changes, and resizes with the window.
    const observer = new ResizeObserver(place);
    observer.observe(element);
    observer.observe(document.body);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [compact, stage]);

  return compact;
}
