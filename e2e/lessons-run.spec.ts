// One lesson stepped through with its guide: predict, step, reveal; the guess kept across a reload before and
// after its step. That every lesson runs to its pinned trace hash in Chromium, live and in the embed, is the
// lesson matrix's (lesson-matrix.spec.ts).
import { expect, test } from '@playwright/test';
import { reloadWhenSaved } from './support/resume';

test('the lesson guide asks before a step, reveals the answer read from the trace, and keeps the guess across reloads', async ({
  page,
}) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  await page.locator('[data-lesson="parallel-reads"]').getByRole('button', { name: 'Open' }).click();
  const guide = page.locator('aside[data-lesson="parallel-reads"]');
  await expect(guide).toContainText('Parallel reads, serial writes');
  const partition = guide.locator('[data-checkpoint="partition"]');
  await expect(partition).toHaveAttribute('data-state', 'not-yet');
  const guess = '[Read Read]∥ → [Edit] → [Grep]∥';
  await partition.getByText(guess).click();
  // The guess survives a reload before its step has run: the same choice is still picked.
  await reloadWhenSaved(page);
  await expect(partition.getByRole('radio', { name: guess })).toBeChecked();
  // One click runs step 1 whole.
  await guide.getByRole('button', { name: 'Run the next step' }).click();
  await expect(partition).toHaveAttribute('data-state', 'revealed', { timeout: 15_000 });
  await expect(partition.getByTestId('checkpoint-answer')).toHaveText(guess);
  await expect(partition).toContainText('right');
  // And after it: revealed, scored right, the guess named.
  await reloadWhenSaved(page);
  await expect(partition).toHaveAttribute('data-state', 'revealed', { timeout: 15_000 });
  await expect(partition).toContainText('right');
  await expect(partition).toContainText(`Your guess: ${guess}`);

  await page.getByRole('button', { name: '中文' }).click();
  await expect(guide).toContainText('读并行，写串行');
});
