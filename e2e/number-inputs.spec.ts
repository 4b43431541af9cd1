// Every numeric field of the page starts at a value its own constraints accept (min, max and step as the
// browser checks them), so a form can be sent with what it shows; and the breaker clock advances by its
// default.
import { expect, test, type Page } from '@playwright/test';
import { INSPECTOR_TABS } from '../src/state/store';
import { en } from '../src/ui/i18n/en';
import { stepOver } from './support/library';
import { openPlayground } from './support/playground';
import { runToEnd } from './support/session-file';

/** The numeric inputs on the page that the browser would refuse to submit as they stand. */
async function invalidNumberInputs(page: Page) {
  return page.locator('input[type="number"]').evaluateAll((inputs) =>
    (inputs as HTMLInputElement[])
      .filter((input) => !input.checkValidity() || input.getAttribute('aria-invalid') === 'true')
      .map((input) => {
        const label = input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? input.id;
        return `${label.trim()}: ${input.value} (min ${input.min}, max ${input.max}, step ${input.step}) ${input.validationMessage}`;
      }),
  );
}

/** Opens every tab in turn and collects what is refused; also counts the numeric inputs seen. */
async function everyTab(page: Page) {
  const refused: string[] = [];
  let seen = 0;
  for (const tab of INSPECTOR_TABS) {
    await page.getByRole('tab', { name: en.tabs[tab], exact: true }).click();
    await expect(page.locator(`[role="tabpanel"][data-tab="${tab}"] > *`).first()).toBeVisible();
    seen += await page.locator('input[type="number"]').count();
    refused.push(...(await invalidNumberInputs(page)).map((problem) => `${tab} · ${problem}`));
  }
  return { refused, seen };
}

test.beforeEach(async ({ page }) => {
  await openPlayground(page, { path: './?lesson=circuit-breaker' });
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'running');
});

test('every numeric field starts valid for its own min, max and step, before, during and after a run', async ({
  page,
}) => {
  const before = await everyTab(page);
  // One step at a time (support/library.ts): a press while a step still runs is not a second step.
  await stepOver(page, 2);
  await expect(page.getByTestId('step-counter')).toContainText('Step 2 /');
  const during = await everyTab(page);
  await runToEnd(page);
  const after = await everyTab(page);
  expect([...before.refused, ...during.refused, ...after.refused]).toEqual([]);
  // Settings (counts, budgets, latencies, shell limits), Breakers (faults, clock) and Batches (re-plan).
  expect(after.seen).toBeGreaterThanOrEqual(15);
});

test('the breaker clock advances by its own default', async ({ page }) => {
  // One step at a time (support/library.ts): a press while a step still runs is not a second step.
  await stepOver(page, 2);
  await page.getByRole('tab', { name: 'Breakers', exact: true }).click();
  const advanceBy = page.getByRole('spinbutton', { name: 'Advance the clock by (ms)' });
  await expect(advanceBy).toHaveValue('300000');
  await page.getByRole('button', { name: 'Advance clock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The clock moves' })).toHaveText(
    'The clock moves 300000 ms forward at the next boundary.',
  );
});

test('a value outside a field’s range is named beside it and its button waits', async ({ page }) => {
  // One step at a time (support/library.ts): a press while a step still runs is not a second step.
  await stepOver(page, 2);
  await page.getByRole('tab', { name: 'Breakers', exact: true }).click();
  const advanceBy = page.getByRole('spinbutton', { name: 'Advance the clock by (ms)' });
  await advanceBy.fill('0');
  await expect(advanceBy).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Advance clock' })).toBeDisabled();
  await expect(page.locator('.number-problem')).toContainText('at least 1');
  await advanceBy.fill('1500');
  await expect(page.getByRole('button', { name: 'Advance clock' })).toBeEnabled();

  await page.getByRole('tab', { name: 'Settings', exact: true }).click();
  const maxSteps = page.getByRole('spinbutton', { name: en.settings.maxSteps, exact: true });
  await maxSteps.fill('2.5');
  await expect(maxSteps).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: en.settings.apply })).toBeDisabled();
  await maxSteps.fill('20');
  await expect(page.getByRole('button', { name: en.settings.apply })).toBeEnabled();
});
