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
    expect(latencyFor('Read', DEFAULT_LATENCY)).toBe(20);
    expect(latencyFor('MyTool', DEFAULT_LATENCY)).toBe(DEFAULT_LATENCY.defaultMs);
    expect(latencyFor('X', { defaultMs: -5, perToolMs: {} })).toBe(0);
    expect(latencyFor('constructor', DEFAULT_LATENCY)).toBe(DEFAULT_LATENCY.defaultMs);
  });
});
