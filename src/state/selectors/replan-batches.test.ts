import { describe, expect, it } from 'vitest';
import type { BatchView, PlanBuildEvent, PlannedCallView } from '../../engine';
import type { BatchesView, TimelineBar } from './batches-view';
import { replanBatches } from './replan-batches';

const call = (
  index: number,
  toolName: string,
  batchIndex: number,
  concurrencySafe: boolean,
): PlannedCallView => ({
  index,
  id: `c${index}`,
  originalId: `c${index}`,
  idChange: 'none',
  toolName,
  kind: 'tool',
  rawArguments: '{}',
  input: {},
  status: 'ok',
  error: null,
  concurrencySafe,
  batchIndex,
});

/** [Read, Read, Read] [Edit] as recorded with a cap of 10: the three reads overlapped. */
function recordedView(): BatchesView {
  const calls = [
    call(0, 'Read', 0, true),
    call(1, 'Read', 0, true),
    call(2, 'Read', 0, true),
    call(3, 'Edit', 1, false),
  ];
  const batches: BatchView[] = [
    { index: 0, concurrent: true, callIndexes: [0, 1, 2] },
    { index: 1, concurrent: false, callIndexes: [3] },
  ];
  const bar = (i: number, startMs: number, endMs: number): TimelineBar => ({
    callId: `c${i}`,
    index: i,
    toolName: calls[i]!.toolName,
    batchIndex: calls[i]!.batchIndex!,
    startMs,
    endMs,
    status: 'success',
  });
  const plan = {
    type: 'plan-build',
    seq: 5,
    step: 1,
    timeMs: 100,
    calls,
    batches,
    maxCallsPerTurn: 64,
    maxConcurrency: 10,
  };
  return {
    plan: plan as PlanBuildEvent,
    calls,
    batches,
    bars: [bar(0, 100, 130), bar(1, 100, 120), bar(2, 100, 150), bar(3, 150, 190)],
    startMs: 100,
    endMs: 190,
    resultsInModelOrder: [],
  };
}

describe('replanBatches', () => {
  it('with a cap of 1 the reads queue, and the edit starts after the last of them', () => {
    const replanned = replanBatches(recordedView(), 1)!;
    const spans = replanned.bars.map((b) => [b.toolName, b.startMs, b.endMs]);
    expect(spans).toEqual([
      ['Read', 100, 130],
      ['Read', 130, 150],
      ['Read', 150, 200],
      ['Edit', 200, 240],
    ]);
    expect(replanned.endMs).toBe(240);
  });

  it('with a cap of 2 the third read starts when the first read ends', () => {
    const replanned = replanBatches(recordedView(), 2)!;
    expect(replanned.bars.map((b) => [b.startMs, b.endMs])).toEqual([
      [100, 130],
      [100, 120],
      [120, 170],
      [170, 210],
    ]);
  });

  it('reproduces the recorded timeline under the recorded cap', () => {
    const view = recordedView();
    expect(replanBatches(view, 10)!.bars).toEqual(view.bars);
  });

  it('cannot re-plan while a call is still running', () => {
    const view = recordedView();
    const running = {
      ...view,
      bars: view.bars.map((b, i) => (i === 2 ? { ...b, endMs: null, status: 'running' as const } : b)),
    };
    expect(replanBatches(running, 1)).toBeNull();
  });
});
