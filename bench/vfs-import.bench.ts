// `vfs.import-folder-ms` (issue 13): a folder of 2,000 files / 20 MB (bench/import-fixture.ts) opened through
// "Open a folder…" in Chromium, from the input's change event until the page says the session opened (read,
// hashed with Web Crypto and kept in IndexedDB by the import worker, then loaded by the runtime worker); the
// median of three tries, each in a fresh browser context whose service worker has installed (its precache
// otherwise competes with the import, which a person coming back does not meet). Beside it:
//   vfs.import-folder-longest-task-ms       the longest main-thread task the page's PerformanceObserver saw
//                                           from the input's change event on (0: none over 50 ms): the page's
//                                           own work, the hand-over of the files to the import worker included
//   vfs.import-folder-longest-task-cpu-ms   the CPU time of the longest task in Chromium's trace
//                                           (main-thread-tasks.ts), the browser's own file list included
//   vfs.import-folder-file-list-task-ms     the task in which Chromium itself built the input's 2,000 File
//                                           objects and fired `change` (one synchronous call to the browser
//                                           per File, before any of our code runs; a native picker's choice
//                                           is handed over the same way)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, report } from './bench-kit';
import { buildApp, launchChromium, serveApp } from './browser-kit';
import { importFixture, writeFixture } from './import-fixture';
import { traceMainThread } from './main-thread-tasks';

const COMMAND = 'npm run bench -- vfs-import';
const TRIES = 3;

const OBSERVE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('change', (event) => {
    if (event.target?.dataset?.testid === 'import-folder-input') window.__importStart = performance.now();
  }, true);
  new MutationObserver(() => {
    if (window.__importEnd === undefined && document.querySelector('[data-testid="import-status"][data-state="info"]'))
      window.__importEnd = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

interface Measured {
  readonly totalMs: number;
  readonly longestWallMs: number;
  readonly longestCpuMs: number;
  readonly fileListTaskMs: number;
}

if (process.env.BENCH_SKIP_BUILD !== '1') buildApp();
const files = importFixture(2_000, 20_000_000);
const folder = writeFixture(mkdtempSync(join(tmpdir(), 'toolscope-bench-import-')), 'bench-project', files);
const { origin, stop } = await serveApp();
const browser = await launchChromium();
try {
  const tries: Measured[] = [];
  for (let i = 0; i < TRIES; i++) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await page.goto(`${origin}/`);
    await page.locator('[data-worker="runtime"][data-state="ready"]').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForTimeout(1000); // the app's own start is not this figure
    await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks = []));
    const traced = await traceMainThread(browser, page, async () => {
      await page.getByTestId('import-folder-input').setInputFiles(folder);
      await page.locator('[data-testid="import-status"][data-state="info"]').waitFor({ timeout: 60_000 });
    });
    const seen = await page.evaluate(() => {
      const w = window as unknown as {
        __longTasks: [number, number][];
        __importStart: number;
        __importEnd: number;
      };
      return { tasks: w.__longTasks, start: w.__importStart, totalMs: w.__importEnd - w.__importStart };
    });
    // A task that began before the change event is the one that fired it: Chromium's building of the list.
    const ours = seen.tasks.filter(([startMs]) => startMs >= seen.start).map(([, ms]) => ms);
    const fileList = seen.tasks.filter(([startMs]) => startMs < seen.start).map(([, ms]) => ms);
    const measured = {
      totalMs: Math.round(seen.totalMs),
      longestWallMs: Math.round(Math.max(0, ...ours)),
      longestCpuMs: traced.longestCpuMs,
      fileListTaskMs: Math.round(Math.max(0, ...fileList)),
    };
    console.log(`  try ${i + 1}: ${JSON.stringify(measured)}`);
    tries.push(measured);
    await context.close();
  }
  report({
    name: 'vfs.import-folder-ms',
    value: median(tries.map((t) => t.totalMs)),
    unit: 'ms',
    command: COMMAND,
  });
  report({
    name: 'vfs.import-folder-longest-task-ms',
    value: median(tries.map((t) => t.longestWallMs)),
    unit: 'ms',
    command: COMMAND,
  });
  report({
    name: 'vfs.import-folder-file-list-task-ms',
    value: median(tries.map((t) => t.fileListTaskMs)),
    unit: 'ms',
    command: COMMAND,
  });
  report({
    name: 'vfs.import-folder-longest-task-cpu-ms',
    value: median(tries.map((t) => t.longestCpuMs)),
    unit: 'ms',
    command: COMMAND,
  });
} finally {
  await browser.close();
  stop();
}
