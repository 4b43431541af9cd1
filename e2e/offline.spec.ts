// Issue 14: a service worker (Workbox, through vite-plugin-pwa) precaches the app once the first screen is
// idle, so a second visit works with the network off: the app, a lesson, the editor and the terminal.
import { expect, test } from '@playwright/test';
import { runInTerminal, terminalText } from './support/library';

// The suite blocks service workers (playwright.config.ts); this spec is one that tests ours.
test.use({ serviceWorkers: 'allow' });

test('load, go offline, reload: the app, a lesson, the editor and the terminal all work', async ({
  page,
  context,
}) => {
  await page.goto('./?lesson=parallel-reads');
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
    timeout: 20_000,
  });
  // Registered after the first screen went idle; `ready` resolves once the precache is complete, and then
  // the status bar says so (issue 33, item 6: it takes 6–11 s and nothing said so).
  const ready = page.getByTestId('offline-ready');
  const precached = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  expect(precached, 'a first visit: no service worker yet').toBe(false);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect(ready).toHaveText(/Ready to use offline/);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
  // Served by the service worker, the page says it again.
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
    timeout: 20_000,
  });

  // The lesson steps (the runtime worker and the tokenizer come from the cache).
  await page
    .getByRole('toolbar', { name: 'Drive the runtime' })
    .getByRole('button', { name: 'Step over' })
    .click();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('history-summary')).toContainText('tokens', { timeout: 20_000 });
  await expect(page.getByTestId('history-summary')).not.toContainText('…');
  // The editor.
  await page.locator('[data-path="src/config.ts"]').click();
  await expect(page.locator('.editor-host .view-lines')).toContainText('retries', { timeout: 20_000 });
  // The terminal, with its shell worker.
  await runInTerminal(page, 'echo offline-ok', false);
  expect(await terminalText(page)).toContain('offline-ok');
  await expect(page.locator('[data-worker="shell"]')).toHaveAttribute('data-state', 'ready');
});
