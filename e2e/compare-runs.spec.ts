// Comparing two runs in the page (issue 17, item 2): the Sessions panel's "Compare two runs…" replays both
// sessions away from the one on screen and draws the diff `npm run diff` prints. A lesson beside its fork
// with one tool description changed parts at the first request's schema; a lesson beside its unedited
// saved session is identical; a session forked at step 3 under a deny rule (issue 38) stops at step 3,
// saying which recorded answer no longer fits, and sits beside its source differing from step 3.
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from './support/page-guards';
import { openPlayground } from './support/playground';
import { applyBuiltinDescription } from './support/tools-tab';
import { openSessionFile, runToEnd, sessionFile } from './support/session-file';
import { forkSourceSpec } from '../src/session/fork/testing/fork-fixture';

async function openCompare(page: Page) {
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-save', 'saved', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Sessions', exact: true }).click();
  await page.getByRole('button', { name: 'Compare two runs…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare two runs' });
  await expect(dialog.getByRole('combobox', { name: 'Left run' })).toHaveValue('lesson:parallel-reads');
  await expect(dialog.getByRole('combobox', { name: 'Right run' })).toHaveValue(/^entry:/);
  return dialog;
}

test('a lesson and its fork with one tool description changed part at the first request’s schema', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  await openPlayground(page, { path: './?lesson=parallel-reads' });
  await applyBuiltinDescription(page, 'Read', 'Reads one file, by path.');

  const dialog = await openCompare(page);
  await dialog.getByRole('button', { name: 'Compare', exact: true }).click();
  const verdict = dialog.getByTestId('compare-verdict');
  await expect(verdict).toHaveAttribute('data-identical', 'false', { timeout: 60_000 });
  await expect(verdict).toHaveText('The runs differ. First at step 1: schema-build (schema).');
  await expect(dialog.getByTestId('compare-fields')).toContainText('function/description');
  const first = dialog.locator('.compare-row[data-first-difference="true"]');
  await expect(first).toHaveCount(1);
  await expect(first).toHaveAttribute('data-type', 'schema-build');
  await expect(first).toHaveAttribute('data-step', '1');
  await expect(first).toBeInViewport();
  // Every row before it is the same on both sides; the schema panel is listed with the others that differ.
  const rows = dialog.locator('.compare-row');
  const firstIndex = await first.evaluate((row) => [...row.parentElement!.children].indexOf(row));
  for (let i = 0; i < firstIndex; i += 1) await expect(rows.nth(i)).toHaveAttribute('data-same', 'true');
  await expect(dialog.locator('.compare-panels li[data-panel="schema"]')).toBeVisible();
  expect(problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
});

test('a lesson beside its unedited saved session is identical', async ({ page }) => {
  await openPlayground(page, { path: './?lesson=parallel-reads' });
  const dialog = await openCompare(page);
  await dialog.getByRole('button', { name: 'Compare', exact: true }).click();
  const verdict = dialog.getByTestId('compare-verdict');
  await expect(verdict).toHaveAttribute('data-identical', 'true', { timeout: 60_000 });
  await expect(verdict).toContainText('Identical: both runs have the same');
  await expect(dialog.locator('.compare-row.is-different')).toHaveCount(0);
});

test('a session forked at step 3 under a deny rule stops there, and differs from its source from step 3', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  await openPlayground(page);
  await openSessionFile(page, sessionFile('Source', forkSourceSpec()));
  await runToEnd(page);
  // Back to step 3, where the Settings tab's changes make a fork instead of changing the session.
  const counter = page.getByTestId('step-counter');
  for (let i = 0; i < 4 && !(await counter.textContent())?.includes('Step 3 /'); i += 1)
    await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(counter).toContainText('Step 3 /');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('textbox', { name: 'Deny' }).fill('Write');
  await page.getByRole('button', { name: 'Fork from step 3 with these settings' }).click();
  const notice = page.getByTestId('lessons-notice');
  await expect(notice).toContainText('Forked from step 3: the fork is open as a new session');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Session: Source — fork at step 3')).toBeVisible();

  // The fork replays steps 1–2 as recorded; step 3's recorded answer calls Write, which it no longer offers.
  await runToEnd(page);
  const said = page.getByTestId('provider-error');
  await expect(said).toHaveAttribute('data-misfit', 'tool-missing');
  await expect(said).toContainText(
    'At step 3, the recorded answer calls Write, which this fork no longer offers: the replay stops here.',
  );

  await expect(page.getByTestId('save-state')).toHaveAttribute('data-save', 'saved', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Sessions', exact: true }).click();
  await page.getByRole('button', { name: 'Compare two runs…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare two runs' });
  await expect(dialog.getByRole('combobox', { name: 'Left run' })).toHaveValue(/^entry:/);
  await expect(dialog.getByTestId('fork-origin-right')).toHaveText(
    'Right: a fork of “Source” at step 3, which changed engine.permissions.rules.deny.',
  );
  await dialog.getByRole('button', { name: 'Compare', exact: true }).click();
  const verdict = dialog.getByTestId('compare-verdict');
  await expect(verdict).toHaveAttribute('data-identical', 'false', { timeout: 60_000 });
  await expect(verdict).toContainText('The runs differ. First at step 3:');
  const first = dialog.locator('.compare-row[data-first-difference="true"]');
  await expect(first).toHaveAttribute('data-step', '3');
  expect(problems).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
});
