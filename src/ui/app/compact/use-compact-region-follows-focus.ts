// In the compact layout, "Show me" (a lesson note, the pipeline view's focus) never leaves what it points at
// behind the switcher: the region on the stage gives way as a full-screen one does in presenter mode
// (lessons/full-screen-for-focus.ts) — the inspector shows every focus, the pipeline view a stage's or a
// call's, any other region gives way to the one that shows it.
import { useEffect, useRef } from 'react';
import { useAppStore } from '../../store/use-app-store';
import { fullScreenForFocus } from '../../lessons/full-screen-for-focus';

export function useCompactRegionFollowsFocus(): void {
  const focus = useAppStore((s) => s.inspectorFocus);
  const setCompactRegion = useAppStore((s) => s.setCompactRegion);
  const compact = useAppStore((s) => s.compactLayout);
  const region = useAppStore((s) => s.compactRegion);
  const overlaid = useAppStore((s) => s.fullScreenRegion !== null);
  // Only a new focus moves the stage: a person's own switch afterwards stays.
  const seen = useRef(focus);
  useEffect(() => {
    if (focus === seen.current) return;
    seen.current = focus;
    // A full-screen region covers the stage: it follows the focus itself (NoteFocusButton).
    if (!focus || !compact || overlaid) return;
    setCompactRegion(fullScreenForFocus(region, focus) ?? region);
  }, [focus, compact, region, overlaid, setCompactRegion]);
}
