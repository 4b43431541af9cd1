import { describe, expect, it } from 'vitest';
import { eachInFlight } from './in-flight';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('eachInFlight', () => {
  it('does every index once, never more than the limit at a time', async () => {
    const seen: number[] = [];
    let inFlight = 0;
    let most = 0;
    await eachInFlight(25, 4, async (index) => {
      most = Math.max(most, ++inFlight);
      await tick();
      seen.push(index);
      inFlight--;
    });
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(most).toBe(4);
  });

  it('starts nothing more after a rejection, and rejects with it once the started work settled', async () => {
    const started: number[] = [];
    const settled: number[] = [];
    const run = eachInFlight(100, 3, async (index) => {
      started.push(index);
      await tick();
      if (index === 4) throw new Error('index 4 failed');
      settled.push(index);
    });
    await expect(run).rejects.toThrow('index 4 failed');
    expect(started.length).toBeLessThan(10);
    expect(settled.length).toBe(started.length - 1);
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    await eachInFlight(0, 8, () => Promise.resolve(void calls++));
    expect(calls).toBe(0);
  });
});
