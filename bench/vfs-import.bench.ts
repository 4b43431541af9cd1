// `vfs.import-folder-ms` (issue 13): a folder of 2,000 files / 20 MB (bench/import-fixture.ts) opened through
// "Open a folder…" in Chromium as a person meets it: the button's click opens `showDirectoryPicker()`, whose
// handle the import worker walks (the native dialog cannot be driven, so the picker is made to answer a real
// directory handle over the fixture written beforehand into the origin private file system:
// opfs-fixture.ts); from the click until the page says the session opened (read, hashed with Web Crypto and
// kept in IndexedDB by the import worker, then loaded by the runtime worker). The median of three tries, each
// in a fresh browser context whose service worker has installed (its precache otherwise competes with the
// import, which a person coming back does not meet). Beside it:
//   vfs.import-folder-longest-task-ms       the longest main-thread task the page's PerformanceObserver saw
//                                           from the click on (0: none over 50 ms)
//   vfs.import-folder-longest-task-cpu-ms   the CPU time of the longest main-thread task in Chromium's trace
//                                           (main-thread-tasks.ts)
// The same folder through the <input webkitdirectory> (`setInputFiles`; Firefox's and Safari's way, where
// there is no directory picker), from the input's change event:
//   vfs.import-folder-input-ms, vfs.import-folder-input-longest-task-ms, …-input-longest-task-cpu-ms
//   vfs.import-folder-input-file-list-task-ms  the task in which Chromium itself built the input's 2,000 File
//                                           objects and fired `change` (one synchronous call to the browser
//                                           per File, before any of our code runs)
//   vfs.import-folder-input-file-list-task-cpu-ms  its CPU time less our `input` / `change` handlers', which
//                                           count in …-input-longest-task-cpu-ms as ours (the trace's
//                                           EventDispatch inside that task: main-thread-tasks.ts `firedBy`)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { median, report } from './bench-kit';
import { buildApp, launchChromium, serveApp } from './browser-kit';
import { importFixture, writeFixture } from './import-fixture';
import { forgetLongTasks, longTasksSoFar, OBSERVE_LONG_TASKS, type LongTask } from './long-tasks';
import { traceMainThread } from './main-thread-tasks';
import { pickerAnswersOpfs, writeOpfsFixture } from './opfs-fixture';

const COMMAND = 'npm run bench -- vfs-import';
const TRIES = Number(process.env.BENCH_TRIES ?? 3);
const NAME = 'bench-project';

const OBSERVE = `${OBSERVE_LONG_TASKS}
  document.addEventListener('change', (event) => {
    if (event.target?.dataset?.testid === 'import-folder-input') window.__importStart = performance.now();
  }, true);
  document.addEventListener('click', (event) => {
    if (event.target?.closest?.('[data-testid="import-folder-input-button"]')) window.__importStart = performance.now();
  }, true);
  new MutationObserver(() => {
    if (window.__importEnd === undefined && document.querySelector('[data-testid="import-status"][data-state="info"]'))
      window.__importEnd = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

type Way = 'picker' | 'input';

interface Measured {
  readonly totalMs: number;
  readonly longestWallMs: number;
  readonly longestCpuMs: number;
  readonly fileListTaskMs: number;
  readonly fileListTaskCpuMs: number;
}

async function once(browser: Browser, origin: string, way: Way, folder: string): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await page.goto(`${origin}/`);
    await page.locator('[data-worker="runtime"][data-state="ready"]').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (way === 'picker') {
      await writeOpfsFixture(page, NAME, files);
      await pickerAnswersOpfs(page, NAME);
    }
    await page.waitForTimeout(1000); // the app's own start is not this figure
    let tasks: LongTask[] = [];
    const traced = await traceMainThread(
      browser,
      page,
      async () => {
        await forgetLongTasks(page); // nor is the trace's own start
        if (way === 'picker') await page.getByTestId('import-folder-input-button').click();
        else await page.getByTestId('import-folder-input').setInputFiles(folder);
        await page.locator('[data-testid="import-status"][data-state="info"]').waitFor({ timeout: 60_000 });
        tasks = await longTasksSoFar(page);
      },
      { firedBy: way === 'input' ? ['input', 'change'] : [] },
    );
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __importStart: number; __importEnd: number };
      return { start: w.__importStart, totalMs: w.__importEnd - w.__importStart };
    });
    // A task that began before the start is the one that fired it: for the input, Chromium's building of
    // the list (for the picker, the click's own task, which began with Playwright's input).
    const ours = tasks.filter(([startMs]) => startMs >= seen.start).map(([, ms]) => ms);
    const before = tasks.filter(([startMs]) => startMs < seen.start).map(([, ms]) => ms);
    return {
      totalMs: Math.round(seen.totalMs),
      longestWallMs: Math.round(Math.max(0, ...ours, ...(way === 'picker' ? before : []))),
      longestCpuMs: traced.longestCpuMs,
      fileListTaskMs: Math.round(Math.max(0, ...before)),
      fileListTaskCpuMs: traced.browserTaskCpuMs,
    };
  } finally {
    await context.close();
  }
}

function reportWay(prefix: string, tries: readonly Measured[], fileList: boolean): void {
  const figure = (suffix: string, values: readonly number[]) =>
    report({ name: `${prefix}${suffix}`, value: median(values), unit: 'ms', command: COMMAND });
  figure(
    '-ms',
    tries.map((t) => t.totalMs),
  );
  figure(
    '-longest-task-ms',
    tries.map((t) => t.longestWallMs),
  );
  figure(
    '-longest-task-cpu-ms',
    tries.map((t) => t.longestCpuMs),
  );
  if (fileList) {
    figure(
      '-file-list-task-ms',
      tries.map((t) => t.fileListTaskMs),
    );
    figure(
      '-file-list-task-cpu-ms',
      tries.map((t) => t.fileListTaskCpuMs),
    );
  }
}

if (process.env.BENCH_SKIP_BUILD !== '1') buildApp();
const files = importFixture(2_000, 20_000_000);
const folder = writeFixture(mkdtempSync(join(tmpdir(), 'toolscope-bench-import-')), NAME, files);
const { origin, stop } = await serveApp();
const browser = await launchChromium();
try {
  const results: Record<Way, Measured[]> = { picker: [], input: [] };
  for (let i = 0; i < TRIES; i++) {
    // The two ways alternate, so a change in the machine's load falls on both alike.
    for (const way of ['picker', 'input'] as const) {
      const measured = await once(browser, origin, way, folder);
      console.log(`  try ${i + 1} (${way}): ${JSON.stringify(measured)}`);
      results[way].push(measured);
    }
  }
  reportWay('vfs.import-folder', results.picker, false);
  reportWay('vfs.import-folder-input', results.input, true);
} finally {
  await browser.close();
  stop();
}
