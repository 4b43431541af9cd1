// The page's main-thread tasks as Chromium's own trace records them: each task's wall time and the CPU time
// the thread actually ran it. On a shared 2-core machine a task's wall time includes the time the thread
// waited for a core (at a load average of 12, a 10 ms task can take 100 ms), so the benches report the CPU
// time of the longest task beside the PerformanceObserver's wall figure: it is what the page's own work costs.
import type { Browser, Page } from '@playwright/test';

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly type?: string } };
}

export interface TaskTimes {
  /** The longest task's wall time, ms. */
  readonly longestWallMs: number;
  /** The most CPU time any one task took on the page's main thread, ms. */
  readonly longestCpuMs: number;
  /**
   * With `firedBy`: the CPU time of the browser's own task that fired those events, less the page's handlers
   * of them (which count as the page's, in `longestCpuMs`); 0 when no such task was seen.
   */
  readonly browserTaskCpuMs: number;
}

export interface TraceOptions {
  /**
   * DOM events the browser fires at the end of a task of its own (`input` and `change` after it built an
   * `<input webkitdirectory>`'s File list): that task is the browser's, and only the dispatch of these
   * events in it is the page's work.
   */
  readonly firedBy?: readonly string[];
}

/** Runs `work` with Chromium tracing on, and returns the page's longest main-thread task. */
export async function traceMainThread(
  browser: Browser,
  page: Page,
  work: () => Promise<unknown>,
  options: TraceOptions = {},
): Promise<TaskTimes> {
  const categories = ['toplevel', '__metadata', ...(options.firedBy ? ['devtools.timeline'] : [])];
  await browser.startTracing(page, { categories });
  let failure: Error | null = null;
  try {
    await work();
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  if (failure !== null) throw failure;
  return longestOnMainThread(trace.traceEvents, options.firedBy ?? []);
}

/**
 * `pid:tid` of each thread named `thread` in the pages' renderers: Chromium's own WebUI pages (headless
 * Chromium starts an omnibox popup with each window, 'WebUI Top Renderer', with tasks of 25–110 ms CPU while
 * the page loads) are other processes, and their tasks are not the page's.
 */
function pageThreads(events: readonly TraceEvent[], thread: (name: string) => boolean): Set<string> {
  const renderers = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'process_name' && e.args?.name === 'Renderer')
      .map((e) => e.pid),
  );
  return new Set(
    events
      .filter(
        (e) => e.ph === 'M' && e.name === 'thread_name' && renderers.has(e.pid) && thread(e.args?.name ?? ''),
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
}

export function longestOnMainThread(events: readonly TraceEvent[], firedBy: readonly string[]): TaskTimes {
  const main = pageThreads(events, (name) => name === 'CrRendererMain');
  const onMain = (e: TraceEvent) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`);
  const tasks = events.filter((e) => onMain(e) && e.name === 'ThreadControllerImpl::RunTask');
  const dispatches = events.filter(
    (e) => onMain(e) && e.name === 'EventDispatch' && firedBy.includes(e.args?.data?.type ?? ''),
  );
  const within = (task: TraceEvent, e: TraceEvent) =>
    e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0);
  let longestWallMs = 0;
  let longestCpuMs = 0;
  let browserTaskCpuMs = 0;
  for (const task of tasks) {
    longestWallMs = Math.max(longestWallMs, (task.dur ?? 0) / 1000);
    const fired = dispatches.filter((d) => within(task, d));
    const handlersCpuMs = fired.reduce((sum, d) => sum + (d.tdur ?? 0), 0) / 1000;
    if (fired.length > 0) {
      // The browser's task: its own part apart, the page's handlers of the events it fired as the page's.
      browserTaskCpuMs = Math.max(browserTaskCpuMs, (task.tdur ?? 0) / 1000 - handlersCpuMs);
      longestCpuMs = Math.max(longestCpuMs, handlersCpuMs);
    } else longestCpuMs = Math.max(longestCpuMs, (task.tdur ?? 0) / 1000);
  }
  return {
    longestWallMs: round(longestWallMs),
    longestCpuMs: round(longestCpuMs),
    browserTaskCpuMs: round(browserTaskCpuMs),
  };
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
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  if (failure !== null) throw failure;
  return pageCpuOf(trace.traceEvents);
}

/** The CPU time of the page's main thread and its dedicated workers in tasks from its last navigation on. */
export function pageCpuOf(events: readonly TraceEvent[]): { mainCpuMs: number; workersCpuMs: number } {
  const main = pageThreads(events, (name) => name === 'CrRendererMain');
  const workers = pageThreads(events, (name) => name.startsWith('DedicatedWorker'));
  const from = Math.max(0, ...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
  let mainCpuMs = 0;
  let workersCpuMs = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask' || e.ts < from) continue;
    const thread = `${e.pid}:${e.tid}`;
    if (main.has(thread)) mainCpuMs += (e.tdur ?? 0) / 1000;
    else if (workers.has(thread)) workersCpuMs += (e.tdur ?? 0) / 1000;
  }
  return { mainCpuMs: round(mainCpuMs), workersCpuMs: round(workersCpuMs) };
}
