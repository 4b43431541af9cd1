// How many MCP calls the trace holds as of the selected event: enough for the Request tab to offer the MCP
// lane without building it (the lane's view, mcp-lane-view.ts, loads with the lane).
import type { TraceEvent } from '../../engine';

export function selectMcpCallCount(events: readonly TraceEvent[]): number {
  let count = 0;
  for (const event of events) if (event.type === 'mcp-exchange') count += 1;
  return count;
}
