// While a region is full screen and the guide is collapsed to its one line, that line sits across the top of
// the window and the region starts below it (presenter.css). The line's height depends on the text scale and
// the language, so it is measured, not guessed: `--guide-bar-height` on the root, removed when not in use.
import { useLayoutEffect, type RefObject } from 'react';

export function useGuideBarHeight(dock: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = dock.current;
    if (!active || element === null) return;
    const root = document.documentElement;
    const write = () => root.style.setProperty('--guide-bar-height', `${element.offsetHeight}px`);
    write();
    const observer = new ResizeObserver(write);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--guide-bar-height');
    };
  }, [dock, active]);
}
