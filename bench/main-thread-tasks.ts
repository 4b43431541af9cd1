// The page's main-thread tasks as Chromium's own trace records them: each task's wall time and the CPU time
// the thread actually ran it. On a shared 2-core machine a task's wall time includes the time the thread
// waited for a core (at a load average of 12, a 10 ms task can take 100 ms), so the benches report the CPU
// time of the longest task beside the PerformanceObserver's wall figure: it is what the page's own work costs.
import type { Browser, Page } from '@playwright/test';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

export interface TaskTimes {
  /** The longest task's wall time, ms. */
  readonly longestWallMs: number;
  /** The most CPU time any one task took on the page's main thread, ms. */
  readonly longestCpuMs: number;
}

/** Runs `work` with Chromium tracing on, and returns the page's longest main-thread task. */
export async function traceMainThread(
  browser: Browser,
  page: Page,
  work: () => Promise<unknown>,
): Promise<TaskTimes> {
  await browser.startTracing(page, { categories: ['toplevel', '__metadata'] });
  let failure: Error | null = null;
  try {
    await work();
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  if (failure !== null) throw failure;
  return longestOnMainThread(trace.traceEvents);
}

function longestOnMainThread(events: readonly TraceEvent[]): TaskTimes {
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let longestWallMs = 0;
  let longestCpuMs = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask' || !main.has(`${e.pid}:${e.tid}`))
      continue;
    longestWallMs = Math.max(longestWallMs, (e.dur ?? 0) / 1000);
    longestCpuMs = Math.max(longestCpuMs, (e.tdur ?? 0) / 1000);
  }
  return { longestWallMs: round(longestWallMs), longestCpuMs: round(longestCpuMs) };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Runs `work` with Chromium tracing on, and returns the CPU time the page's main thread and its dedicated
 * workers (the runtime worker, the shell's) spent in tasks from the page's last navigation on: what the
 * work costs whatever the machine's load does to its wall time.
 */
export async function tracePageCpu(
  browser: Browser,
  page: Page,
  work: () => Promise<unknown>,
): Promise<{ readonly mainCpuMs: number; readonly workersCpuMs: number }> {
  await browser.startTracing(page, { categories: ['toplevel', '__metadata', 'blink.user_timing'] });
  let failure: Error | null = null;
  try {
    await work();
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: (TraceEvent & { readonly ts: number })[];
  };
  if (failure !== null) throw failure;
  const events = trace.traceEvents;
  const threadNames = new Map(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name')
      .map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? ''] as const),
  );
  const from = Math.max(0, ...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
  let mainCpuMs = 0;
  let workersCpuMs = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask' || e.ts < from) continue;
    const thread = threadNames.get(`${e.pid}:${e.tid}`) ?? '';
    if (thread === 'CrRendererMain') mainCpuMs += (e.tdur ?? 0) / 1000;
    else if (thread.startsWith('DedicatedWorker')) workersCpuMs += (e.tdur ?? 0) / 1000;
  }
  return { mainCpuMs: round(mainCpuMs), workersCpuMs: round(workersCpuMs) };
}
