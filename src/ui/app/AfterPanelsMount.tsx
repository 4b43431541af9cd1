// What the playground's panels hold is drawn in a render after the panels themselves (issue 37).
// react-resizable-panels' Group sorts its panels by `offsetTop`/`offsetLeft` as each one registers, in a
// layout effect of the commit that mounts them, which forces the page's first layout inside that commit; with
// every region's content in the same commit, that render, commit and layout were one task of 100–150 ms at
// start. Drawn afterwards, in a transition, the content's render yields to the page between components, and
// its layout is the next frame's own instead of one forced in the middle of a commit.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function AfterPanelsMount({ children }: { readonly children: ReactNode }) {
  const [panelsMounted, setPanelsMounted] = useState(false);
  useEffect(() => startTransition(() => setPanelsMounted(true)), []);
  return panelsMounted ? children : null;
}
