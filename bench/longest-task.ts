// One try of a person's action in the page, as the UI benches measure it: the longest task Chromium reports
// (PerformanceObserver 'longtask': wall time, over 50 ms; 0 when there was none) from the action until the page
// is done and has been quiet for a while, beside the most CPU time one main-thread task took (Chromium's trace).
// A figure is the median of several tries: the machine is shared, and one try can be several times the next.
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { report } from './bench-kit';
import { forgetLongTasks, longTasksSoFar } from './long-tasks';
import { traceMainThread } from './main-thread-tasks';

export interface Try {
  /** The longest task the PerformanceObserver saw (wall time; 0: none over 50 ms). */
  readonly wallMs: number;
  /** The most CPU time one main-thread task took, from Chromium's trace (see main-thread-tasks.ts). */
  readonly cpuMs: number;
}

/** BENCH_PROFILE=<folder>: also write a CPU profile of each try there (open it in Chromium's DevTools). */
const PROFILE_DIR = process.env.BENCH_PROFILE;

export async function longestTask(
  browser: Browser,
  name: string,
  page: Page,
  act: () => Promise<unknown>,
  done: () => Promise<unknown>,
  quietMs: number,
): Promise<Try> {
  const cdp = PROFILE_DIR ? await page.context().newCDPSession(page) : null;
  await cdp?.send('Profiler.enable');
  await cdp?.send('Profiler.start');
  let tasks: readonly number[] = [];
  const traced = await traceMainThread(browser, page, async () => {
    await forgetLongTasks(page);
    await act();
    await done();
    await page.waitForTimeout(quietMs);
    tasks = (await longTasksSoFar(page)).map(([, ms]) => ms);
  });
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`${PROFILE_DIR}/${name}.cpuprofile`, JSON.stringify(profile));
  }
  const long = tasks.length ? tasks.map((d) => Math.round(d)).join(', ') : 'none';
  console.log(`  ${name}: long tasks ${long} ms; longest task's CPU time ${traced.longestCpuMs} ms`);
  return { wallMs: Math.max(0, ...tasks), cpuMs: traced.longestCpuMs };
}

function middle(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The median of the tries, as `<name>` (wall) and `<name less -ms>-cpu-ms` (CPU time). */
export function reportTries(name: string, tries: readonly Try[], command: string): void {
  report({ name, value: middle(tries.map((t) => t.wallMs)), unit: 'ms', command });
  report({
    name: name.replace(/-ms$/, '-cpu-ms'),
    value: middle(tries.map((t) => t.cpuMs)),
    unit: 'ms',
    command,
  });
}
