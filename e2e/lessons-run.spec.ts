// One lesson stepped through with its guide: predict, step, reveal. That every lesson runs to its pinned trace
// hash in Chromium, live and in the embed, is the lesson matrix's (lesson-matrix.spec.ts).
import { expect, test } from '@playwright/test';
test('the lesson guide asks before a step and reveals the answer read from the trace', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  await page.locator('[data-lesson="parallel-reads"]').getByRole('button', { name: 'Open' }).click();
  const guide = page.locator('aside[data-lesson="parallel-reads"]');
  await expect(guide).toContainText('Parallel reads, serial writes');
  const partition = guide.locator('[data-checkpoint="partition"]');
  await expect(partition).toHaveAttribute('data-state', 'not-yet');
  await partition.getByText('[Read Read]∥ → [Edit] → [Grep]∥').click();
  // One click runs step 1 whole.
  await guide.getByRole('button', { name: 'Run the next step' }).click();
  await expect(partition).toHaveAttribute('data-state', 'revealed', { timeout: 15_000 });
  await expect(partition.getByTestId('checkpoint-answer')).toHaveText('[Read Read]∥ → [Edit] → [Grep]∥');
  await expect(partition).toContainText('right');

  await page.getByRole('button', { name: '中文' }).click();
  await expect(guide).toContainText('读并行，写串行');
});
