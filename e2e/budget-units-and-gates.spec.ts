// What the panels say about results: byte sizes in decimal units with the exact count on hover, the status the
// model actually received after the budget, and a lock row that reads what the tool did with the lock.
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from './support/page-guards';
import { chooseChinese, openPlayground } from './support/playground';
import { runToEnd } from './support/session-file';

async function openLessonAtEnd(page: Page, lessonId: string) {
  await openPlayground(page, { path: `./?lesson=${lessonId}` });
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  await runToEnd(page);
}

/** Travels to the end of step `step` (the trace list narrowed to step-end rows). */
async function travelToStepEnd(page: Page, step: number) {
  await page.getByRole('tab', { name: 'Trace' }).click();
  await page.getByRole('combobox', { name: 'Type' }).selectOption('step-end');
  const row = page.locator('.trace-row').nth(step - 1);
  await row.click();
  await expect(row).toHaveAttribute('aria-current', 'true');
}

test('the Budget tab shows decimal KB with the exact bytes on hover, in both languages', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  await openLessonAtEnd(page, 'budgets');
  await travelToStepEnd(page, 1);
  await page.getByRole('tab', { name: 'Budget' }).click();
  const facts = page.locator('.tab-body .facts').first();
  await expect(facts).toHaveText('Turn total 120 KB → 3.3 KB (line 200 KB)');
  const sizes = facts.locator('.byte-size');
  await expect(sizes.nth(0)).toHaveAttribute('title', '120,160 bytes');
  await expect(sizes.nth(1)).toHaveAttribute('title', '3,290 bytes');
  await expect(sizes.nth(2)).toHaveAttribute('title', '200,000 bytes');
  const header = page.getByRole('columnheader', { name: 'Against the 50 KB line' });
  await expect(header.locator('.byte-size')).toHaveAttribute('title', '50,000 bytes');
  const row = page.locator('tr[data-call-id="call_1_1"]');
  await expect(row.locator('.byte-size').first()).toHaveText('120 KB');
  await expect(row).toContainText('.toolscope/spill/spill_1-call_1_1.txt');
  await page.locator('.budget-cuts .byte-size').first().hover();
  await page.screenshot({ path: 'reports/screenshots/budget-decimal-units.png', fullPage: true });

  await chooseChinese(page);
  await expect(facts).toHaveText('本轮合计 120 KB → 3.3 KB（上限 200 KB）');
  await expect(sizes.nth(0)).toHaveAttribute('title', '120,160 字节');
  expect(problems.consoleErrors).toEqual([]);
});

test('a cut result’s badge shows what the model saw: partial, with the tool’s own success beside it', async ({
  page,
}) => {
  await openLessonAtEnd(page, 'budgets');
  const logs = page.getByRole('article', { name: 'Tool call DumpLogs' });
  const badge = logs.locator('.badge');
  await expect(badge).toHaveText('partial');
  await expect(badge).toHaveAttribute('data-status', 'partial');
  await expect(badge).toHaveAttribute('title', /The tool returned success; the budget cut the result/);
  await expect(logs.locator('.tool-card-cut')).toHaveText('tool: success, cut by the budget');
  await expect(logs.locator('.tool-card-result summary')).toHaveText('Result the model saw (3.3 KB)');
  // The largest export was cut for the turn total; the others reached the model whole.
  const exports = page.getByRole('article', { name: 'Tool call ExportTable' });
  await expect(exports.locator('.badge')).toHaveText(['success', 'success', 'partial', 'success', 'success']);

  await travelToStepEnd(page, 2);
  await page.getByRole('tab', { name: 'Gates' }).click();
  const cutCall = page.locator('.gate-call[data-call-id="call_2_3"]');
  await expect(cutCall.locator('[data-gate="run"] .badge')).toHaveText('success');
  await expect(cutCall.getByTestId('delivered-status')).toHaveText(
    'the model saw partial: the budget cut the result (cut for the turn total)',
  );
});

test('a Write that creates a file needs no lock: the lock row says so, not a red MISSING', async ({
  page,
}) => {
  await openLessonAtEnd(page, 'permissions');
  await travelToStepEnd(page, 1);
  await page.getByRole('tab', { name: 'Gates' }).click();
  const created = page
    .locator('.gate-call')
    .filter({ hasText: 'Write' })
    .locator('[data-outcome="new-file"]');
  await expect(created).toHaveCount(2); // docs/todo.md and CHANGELOG.md; secrets/ was denied before the lock
  for (const lock of await created.all()) {
    await expect(lock).toHaveClass(/is-pass/);
    await expect(lock.locator('.badge')).toHaveText('✓ new file');
    await expect(lock).toContainText('New file, no lock needed');
    await expect(lock).not.toContainText('✕');
  }
  await page.screenshot({ path: 'reports/screenshots/gates-new-file.png', fullPage: true });
});

test('a call that ends in CONFLICT shows the conflict on its lock row, not a green check', async ({
  page,
}) => {
  await openLessonAtEnd(page, 'optimistic-lock');
  await travelToStepEnd(page, 2);
  await page.getByRole('tab', { name: 'Gates' }).click();
  const lock = page.locator('.gate-call[data-call-id="call_2_1"] [data-gate="lock"]');
  await expect(lock).toHaveAttribute('data-verdict', 'INJECTED');
  await expect(lock).toHaveAttribute('data-outcome', 'conflict');
  await expect(lock).toHaveClass(/is-block/);
  await expect(lock.locator('.badge')).toHaveText('✕ CONFLICT');
  await expect(lock).toContainText('The file changed after the Read, so the tool refused');
  await page.screenshot({ path: 'reports/screenshots/gates-conflict.png', fullPage: true });
});
