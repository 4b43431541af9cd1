// The page's long tasks as the PerformanceObserver 'longtask' reports them (wall time, over 50 ms), taken
// while Chromium's trace still runs: stopping the trace costs the page a task of its own (0.2–0.6 s on this
// machine, flushing the trace), which is the benchmark's, not the app's, so the list is read before it.
import type { Page } from '@playwright/test';
import { evaluateInPage } from './in-page';

/** An init script: every long task from then on, `[startTime, duration]`, kept in the page. */
export const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

export type LongTask = readonly [startMs: number, durationMs: number];

/** Forgets the long tasks so far (the app's own start is not the figure). */
export async function forgetLongTasks(page: Page): Promise<void> {
  await evaluateInPage(page, 'void (window.__longTasks = [])');
}

/**
 * The long tasks so far, once the next two frames (what the action last changed, painted) and a task after
 * them have run: the observer reports a task only after it ended.
 */
export function longTasksSoFar(page: Page): Promise<LongTask[]> {
  // Read through a raw DevTools evaluation (in-page.ts): a Playwright evaluation would first put its own
  // script into a new document, a task the observer could count as the page's.
  return evaluateInPage(
    page,
    `new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve([...window.__longTasks]), 0))),
    )`,
  );
}
