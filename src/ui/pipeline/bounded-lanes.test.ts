import { describe, expect, it } from 'vitest';
import type { CallToken, LaneGroup } from '../../state/selectors';
import { boundedLanes } from './bounded-lanes';

const group = (batchIndex: number | null, calls: number, from: number): LaneGroup => ({
  batchIndex,
  concurrent: true,
  state: 'done',
  tokens: Array.from({ length: calls }, (_, i) => ({ callId: `c${from + i}` }) as CallToken),
});

describe("the pipeline's lanes for a turn of many calls", () => {
  it('keeps the first calls in their groups and counts the rest', () => {
    // 64 calls in batches, 936 past the calls-per-turn cap: as 1,000 calls in one response plan.
    const groups = [group(0, 40, 0), group(1, 24, 40), group(null, 936, 64)];
    const bounded = boundedLanes(groups, 50);
    expect(bounded.groups.map((g) => [g.batchIndex, g.tokens.length])).toEqual([
      [0, 40],
      [1, 10],
    ]);
    expect(bounded.hidden).toBe(950);
    expect(bounded.groups[0]).toBe(groups[0]);
  });

  it('draws a turn within the bound whole', () => {
    const groups = [group(0, 3, 0), group(null, 2, 3)];
    expect(boundedLanes(groups, 50)).toEqual({ groups, hidden: 0 });
  });
});
