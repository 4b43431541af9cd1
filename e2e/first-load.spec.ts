// Issue 14: the first screen fetches only what it shows. The request list (the page's and its workers')
// holds no tokenizer, Monaco, xterm or shell-worker file until the part that needs it is used; each lazy part
// that cannot load (the network cut after the page loaded, before the app was cached) says so in place, and
// its retry works once the network is back. Service workers are blocked, as in the whole suite
// (playwright.config.ts): their precache would fetch everything on purpose (the offline specs cover it).
import { expect, test, type Page } from '@playwright/test';
import { HEAVY, fetched, heavyFetched, recordRequests } from './support/requests';
import { brokenWords } from './support/page-fits';
import { lessonById } from '../src/session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../src/session/lessons/run-lesson-in-process';

/** What the first screen loads only when used (its runtime worker starts at once, unlike the embed's). */
const FIRST_SCREEN_LAZY = ['tokenizer', 'monaco', 'xterm', 'shellWorker'] as const;

async function openLessonPaused(page: Page) {
  await page.goto('./?lesson=parallel-reads');
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
    timeout: 20_000,
  });
}

test('the first screen fetches no tokenizer, Monaco, xterm or shell worker until each is used', async ({
  page,
}) => {
  const urls = recordRequests(page);
  await page.goto('./');
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('welcome-note')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The list does see the workers' own requests: the runtime worker is in it.
  expect(urls.some((url) => /\/runtime\.worker-[^/]*\.js$/.test(url))).toBe(true);
  expect(heavyFetched(urls, FIRST_SCREEN_LAZY)).toEqual([]);

  // In a column as narrow as 853 × 480 at 1.5× gives it, the welcome breaks no word.
  await page.setViewportSize({ width: 853, height: 480 });
  expect(await brokenWords(page, '[data-testid="welcome-note"]')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A lesson opened paused: the welcome gives way to its first file, as plain text; still nothing heavy.
  await openLessonPaused(page);
  const first = page.getByTestId('first-file');
  await expect(first).toHaveAttribute('data-path', 'src/client.ts');
  await expect(first.locator('pre')).toContainText("import { retries } from './config'");
  await expect(page.getByTestId('welcome-note')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(heavyFetched(urls, FIRST_SCREEN_LAZY)).toEqual([]);

  // The first step needs the schema's token count: the tokenizer comes, once, in the runtime worker.
  await page
    .getByRole('toolbar', { name: 'Drive the runtime' })
    .getByRole('button', { name: 'Step over' })
    .click();
  await expect.poll(() => fetched(urls, 'tokenizer'), { timeout: 20_000 }).toBe(true);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('history-summary')).not.toContainText('…', { timeout: 20_000 });
  expect(urls.filter((url) => HEAVY.tokenizer.test(url))).toHaveLength(1);
  expect(fetched(urls, 'monaco') || fetched(urls, 'xterm') || fetched(urls, 'shellWorker')).toBe(false);

  // Opening a file brings Monaco; starting the terminal brings xterm and the shell worker.
  await page.locator('[data-path="src/config.ts"]').click();
  await expect(page.locator('.editor-host .view-lines')).toContainText('retries', { timeout: 20_000 });
  expect(fetched(urls, 'monaco')).toBe(true);
  expect(fetched(urls, 'xterm') || fetched(urls, 'shellWorker')).toBe(false);
  await page.getByTestId('terminal-start').click();
  await expect(page.getByTestId('terminal-screen').locator('.xterm-rows')).toContainText('Emulated Bash', {
    timeout: 20_000,
  });
  await expect(page.locator('[data-worker="shell"]')).toHaveAttribute('data-state', 'ready');
  expect(fetched(urls, 'xterm')).toBe(true);
  expect(fetched(urls, 'shellWorker')).toBe(true);
});

test('with the network cut after load, each lazy part says so in place and its retry works once back', async ({
  page,
  context,
}) => {
  await openLessonPaused(page);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);

  // The lesson gallery.
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  const gallery = page.locator('[data-lazy-part="lessons"][data-lazy-state="failed"]');
  await expect(gallery).toContainText('The lesson gallery could not load');
  // The editor, for the file opened.
  await page.locator('[data-path="src/config.ts"]').click();
  const editor = page.locator('[data-lazy-part="editor"][data-lazy-state="failed"]');
  await expect(editor).toContainText('The editor could not load');
  // The terminal.
  await page.getByTestId('terminal-start').click();
  const terminal = page.locator('[data-lazy-part="terminal"][data-lazy-state="failed"]');
  await expect(terminal).toContainText('The terminal could not load');
  // Nothing else broke: the step controls still answer.
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');

  await context.setOffline(false);
  await editor.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.editor-host .view-lines')).toContainText('retries', { timeout: 20_000 });
  await terminal.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('terminal-screen').locator('.xterm-rows')).toContainText('Emulated Bash', {
    timeout: 20_000,
  });
  await gallery.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-lesson="parallel-reads"]')).toBeVisible({ timeout: 20_000 });
});

test('a tokenizer that cannot load says so in the History tab, and its retry counts once it can', async ({
  page,
}) => {
  // A trace file shows events without running anything: the History tab's count is the first need of the
  // tokenizer, which the runtime worker loads then.
  const run = await runDocumentInProcess(lessonById('circuit-breaker')!.document);
  if (!run.ok) throw new Error(run.reason);
  const requested: string[] = [];
  await page.route(HEAVY.tokenizer, (route) => {
    requested.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.goto('./');
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
  await page.getByTestId('trace-file-input').setInputFiles({
    name: 'circuit-breaker.jsonl',
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(run.events.map((event) => JSON.stringify(event)).join('\n')),
  });
  await page.getByRole('tab', { name: 'History' }).click();
  const summary = page.getByTestId('history-summary');
  const failed = page.getByRole('alert').filter({ hasText: 'Token counts are unavailable' });
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(summary).toContainText('… tokens');
  expect(requested.length).toBeGreaterThan(0); // the worker's own request, cut by the route
  // Nothing else broke: the other panels still draw the trace.
  await expect(page.locator('.history-item')).not.toHaveCount(0);

  await page.unroute(HEAVY.tokenizer);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(summary).toHaveText(/^\d+ messages? · \d+ tokens/, { timeout: 20_000 });
  await expect(failed).toHaveCount(0);
});
