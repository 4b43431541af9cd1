// An MCP call's progress is drawn on its card while it runs (issue 40): from the `mcp-progress` events the
// runtime appends as the server's notifications come, before the call's tool-end; once it ends, from the
// answer as before, the same figures. Progress events are not points of the trace, as streamed deltas are not.
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { countsAsPoint } from '../../engine/trace/trace-point';
import { eventsOf } from '../../runtime/scenarios/scenario-kit';
import { RECORDED_CALL_ID, recordedMcpSpec, replayed } from '../../session/mcp/testing/recorded-mcp-run';
import { selectPipelineView } from './pipeline-view';

const steps = [
  { progress: 1, total: 3 },
  { progress: 2, total: 3, message: 'indexing' },
];

const tokenAt = (events: readonly TraceEvent[], last: TraceEvent) =>
  selectPipelineView(events.slice(0, events.indexOf(last) + 1))!.turn!.tokens.find(
    (token) => token.callId === RECORDED_CALL_ID,
  )!;

describe('an MCP call’s progress while it runs', () => {
  it('is on the running call’s card from its progress events, then from its answer', async () => {
    const events = await replayed(
      recordedMcpSpec({ content: [{ type: 'text', text: '3' }], progress: steps }),
    );
    const [first, second] = eventsOf(events, 'mcp-progress');
    const end = eventsOf(events, 'tool-end')[0]!;
    expect(second!.seq).toBeLessThan(end.seq);
    const running = tokenAt(events, first!);
    expect(running.status).toBeNull();
    expect(running.progress).toEqual({ progress: 1, total: 3, message: null, updates: 1 });
    expect(tokenAt(events, second!).progress).toEqual({
      progress: 2,
      total: 3,
      message: 'indexing',
      updates: 2,
    });
    expect(tokenAt(events, end).progress).toEqual({ progress: 2, total: 3, message: 'indexing', updates: 2 });
  });

  it('is no point of the trace', async () => {
    const events = await replayed(
      recordedMcpSpec({ content: [{ type: 'text', text: '3' }], progress: steps }),
    );
    const progress = eventsOf(events, 'mcp-progress');
    expect(progress).toHaveLength(2);
    expect(progress.some(countsAsPoint)).toBe(false);
  });
});
