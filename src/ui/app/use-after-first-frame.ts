// Whether the browser has drawn the page's first frame since the caller mounted (issue 37).
// react-resizable-panels forces a layout in the commit that mounts its panels (each sorts them by
// `offsetTop`/`offsetLeft` as it registers), and sets their sizes, which re-renders them at once in the same
// task. Mounted with the page's first screen, that forced layout was the page's first: every style and box
// of the header, the status bar and the panels, in one task of 40–50 ms CPU with the commit and its effects.
// Mounted after the first frame, the header and the rest are laid out in the browser's own frame, and the
// panels' forced layout is theirs alone.
import { startTransition, useEffect, useState } from 'react';
import { afterFirstFrame } from './after-first-frame';

export function useAfterFirstFrame(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => afterFirstFrame(() => startTransition(() => setDrawn(true))), []);
  return drawn;
}
