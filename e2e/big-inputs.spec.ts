// Big inputs keep the page's DOM bounded: a long session's conversation draws its latest messages, with a
// button for earlier ones (the file tree's bound is in workspace-tree.spec.ts). Speed is measured in
// `npm run bench -- ui-big`, never here.
import { expect, test } from '@playwright/test';
import { runLongSession } from '../bench/ui-session';
import { openPlayground } from './support/playground';

test('a long trace draws its latest messages, and earlier ones on request', async ({ page }) => {
  const events = await runLongSession(3000); // about 60 steps of four calls
  await openPlayground(page);
  await page.getByTestId('trace-file-input').setInputFiles({
    name: 'long.jsonl',
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(events.map((e) => JSON.stringify(e)).join('\n')),
  });
  await expect(page.getByTestId('step-counter')).toContainText(`event ${events.length} / ${events.length}`);
  const items = page.getByRole('list', { name: 'Messages' }).locator(':scope > li');
  const first = await items.count();
  expect(first).toBeGreaterThan(5);
  expect(first).toBeLessThanOrEqual(60);
  await expect(items.last()).toContainText('All steps done.');
  await expect(page.locator('.tool-card')).not.toHaveCount(0);
  expect(await page.locator('.tool-card').count()).toBeLessThanOrEqual(60);
  const earlier = page.getByRole('button', { name: /Show earlier messages/ });
  await earlier.click();
  const more = await items.count();
  expect(more).toBeGreaterThan(first);
  expect(more).toBeLessThanOrEqual(120);
});
