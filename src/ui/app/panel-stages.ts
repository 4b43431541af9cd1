// The playground mounts in stages, one commit each, after the page's first frame (issue 37: no main-thread
// task over 50 ms). react-resizable-panels forces a layout in the commit that mounts a Group's panels (each
// sorts them by `offsetTop`/`offsetLeft` as it registers), registers the Group's observers and hit regions,
// and re-renders it at once in the same task; with all three Groups in one commit, that task was 17–23 ms of
// CPU, two to four times that in wall time while the workers open a link on the same two cores. One Group per
// commit, then what the panels hold, keeps each task to its own part. The order is the record: the panels
// ask it whether they are drawn yet.
import { startTransition, useEffect, useState } from 'react';

/** What each commit adds, in order: the columns, the stack on the left, the stack on the right, then the content. */
export const PANEL_STAGES = ['columns', 'workspace-stack', 'stage-stack', 'content'] as const;

export type PanelStage = (typeof PANEL_STAGES)[number];

/** Whether `part` is drawn once the playground has reached `reached`. */
export function isDrawn(part: PanelStage, reached: PanelStage): boolean {
  return PANEL_STAGES.indexOf(part) <= PANEL_STAGES.indexOf(reached);
}

/**
 * The stage the playground has reached: the first when it mounts, then the next after each commit, in a
 * transition (its render yields to the page) started by the commit's own effects, so no two stages share a
 * commit.
 */
export function usePanelStage(): PanelStage {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (index < PANEL_STAGES.length - 1) startTransition(() => setIndex(index + 1));
  }, [index]);
  return PANEL_STAGES[index]!;
}
