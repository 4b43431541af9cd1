import { expect, test, type Page } from '@playwright/test';
import { watchPage } from './support/page-guards';

async function openLesson(page: Page, title: RegExp, askMe = false) {
  const lesson = page.getByRole('combobox', { name: 'Lesson' });
  await expect(lesson).toBeEnabled();
  const value = await lesson.locator('option', { hasText: title }).getAttribute('value');
  await lesson.selectOption(value!);
  if (askMe) await page.getByRole('checkbox', { name: 'Answer permission questions myself' }).check();
  await page.getByRole('button', { name: 'Open in the runtime' }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'running');
}

async function runToEnd(page: Page) {
  await page.getByRole('toolbar', { name: 'Drive the runtime' }).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished', {
    timeout: 20_000,
  });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('./');
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
});

test('a lesson runs in the runtime worker: paused, one step, then run to the end', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  await openLesson(page, /Parallel reads/);
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  await page
    .getByRole('toolbar', { name: 'Drive the runtime' })
    .getByRole('button', { name: 'Step', exact: true })
    .click();
  await expect(page.getByTestId('step-counter')).toContainText(/event \d+ \/ \d+/);
  await runToEnd(page);

  // Travel to the end of step 1, where the plan and all four results are in.
  await page.getByRole('tab', { name: 'Trace' }).click();
  await page.getByRole('combobox', { name: 'Type' }).selectOption('step-end');
  await page.locator('.trace-row').first().click();
  await page.getByRole('tab', { name: 'Batches' }).click();
  const names = await page
    .getByTestId('partition')
    .locator('.partition-batch')
    .evaluateAll((items) =>
      items.map((item) => [...item.querySelectorAll('.partition-call')].map((c) => c.textContent)),
    );
  expect(names).toEqual([['Read', 'Read'], ['Edit'], ['Grep']]);
  await page.screenshot({ path: 'reports/screenshots/playground-runtime-batches.png', fullPage: true });
  expect(problems.consoleErrors).toEqual([]);
});
