// Shared helpers for benchmarks: medians of repeated runs and the BENCH_RESULT line the runner collects.
export type BenchUnit = 'ms' | 'bytes' | 'calls/s' | 'x' | 'chars' | 'tasks';

export interface BenchResult {
  name: string;
  value: number;
  unit: BenchUnit;
  command: string;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `fn` `runs` times after `warmups` unmeasured runs; returns the median wall time in ms. */
export async function medianMs(fn: () => unknown, runs = 7, warmups = 2): Promise<number> {
  for (let i = 0; i < warmups; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** What a figure is made of (a bundle's chunks, say), kept beside the figures in latest.json under `listings`. */
export interface BenchListing {
  name: string;
  command: string;
  items: readonly { name: string; value: number; unit: BenchUnit }[];
}

export function reportListing(listing: BenchListing): void {
  console.log(`BENCH_LISTING ${JSON.stringify(listing)}`);
}

export function report(result: BenchResult): void {
  console.log(`BENCH_RESULT ${JSON.stringify({ ...result, value: round(result.value) })}`);
}
