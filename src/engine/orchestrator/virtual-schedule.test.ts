import { describe, expect, it } from 'vitest';
import { DEFAULT_LATENCY } from '../settings/engine-settings';
import { latencyFor, scheduleBatch } from './virtual-schedule';

describe('virtual schedule', () => {
  it('overlaps calls up to the pool size and starts the next when the earliest ends', () => {
    expect(scheduleBatch([30, 10, 20, 5], 2)).toEqual([
      { startMs: 0, endMs: 30 },
      { startMs: 0, endMs: 10 },
      { startMs: 10, endMs: 30 },
      { startMs: 30, endMs: 35 },
    ]);
  });

  it('queues calls one after another with a pool of one', () => {
    expect(scheduleBatch([10, 10, 10], 1, 100).map((s) => s.startMs)).toEqual([100, 110, 120]);
  });

  it('takes per-tool latencies with a default for the rest', () => {
    expect(latencyFor({ name: 'Read', latencyMs: 20 }, DEFAULT_LATENCY)).toBe(20);
    expect(DEFAULT_LATENCY.perToolMs).toEqual({}); // the engine names no tool
    expect(latencyFor({ name: 'MyTool' }, DEFAULT_LATENCY)).toBe(DEFAULT_LATENCY.defaultMs);
    expect(latencyFor({ name: 'X' }, { defaultMs: -5, perToolMs: {} })).toBe(0);
    expect(latencyFor({ name: 'constructor' }, DEFAULT_LATENCY)).toBe(DEFAULT_LATENCY.defaultMs);
    // What the tool declares stands unless the session names the tool.
    expect(latencyFor({ name: 'Peek', latencyMs: 7 }, { defaultMs: 10, perToolMs: {} })).toBe(7);
    expect(latencyFor({ name: 'Peek', latencyMs: 7 }, { defaultMs: 10, perToolMs: { Peek: 3 } })).toBe(3);
  });
});
