// The pipeline draws a lane per call; a response may hold up to its limit of calls (1,000 by default), and a
// lane each made the diagram's commit take seconds (issue 36). The first `max` calls keep their lanes, in
// their groups; the rest are counted under the diagram.
import type { LaneGroup } from '../../state/selectors';

export function boundedLanes(
  groups: readonly LaneGroup[],
  max: number,
): { readonly groups: readonly LaneGroup[]; readonly hidden: number } {
  const kept: LaneGroup[] = [];
  let left = max;
  let hidden = 0;
  for (const group of groups) {
    const shown = group.tokens.slice(0, Math.max(0, left));
    hidden += group.tokens.length - shown.length;
    left -= shown.length;
    if (shown.length === group.tokens.length) kept.push(group);
    else if (shown.length > 0) kept.push({ ...group, tokens: shown });
  }
  return { groups: kept, hidden };
}
