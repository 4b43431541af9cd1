// Big inputs keep the page's DOM bounded: a long session's conversation draws its latest messages, with a
// button for earlier ones (the file tree's bound is in workspace-tree.spec.ts); a share link is decoded off
// the page's thread. Speed is measured in `npm run bench -- ui-big`, never here.
import { expect, test, type Worker } from '@playwright/test';
import { deflateSync, strToU8 } from 'fflate';
import { runLongSession } from '../bench/ui-session';
import { lessonById } from '../src/session/lessons/lesson-catalog';
import { bytesToBase64url } from '../src/common/base64';
import { openPlayground } from './support/playground';

test('a long trace draws its latest messages, and earlier ones on request', async ({ page }) => {
  // About 65 steps of four calls: more messages than a page draws (tool messages do not count: MessageList).
  const events = await runLongSession(7000);
  await openPlayground(page);
  await page.getByTestId('trace-file-input').setInputFiles({
    name: 'long.jsonl',
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(events.map((e) => JSON.stringify(e)).join('\n')),
  });
  await expect(page.getByTestId('step-counter')).toContainText(
    `event #${events.length - 1} / #${events.length - 1}`,
  );
  const items = page.getByRole('list', { name: 'Messages' }).locator(':scope > li');
  // The list settles once the whole file is in (it is drawn while the batches arrive, in a deferred render:
  // its last message is the file's last). MESSAGES_PER_PAGE in MessageList.tsx: 24.
  await expect(items.last()).toContainText('All steps done.');
  await expect.poll(() => items.count()).toBeLessThanOrEqual(24);
  const first = await items.count();
  expect(first).toBeGreaterThan(5);
  await expect(page.locator('.tool-card')).not.toHaveCount(0);
  // At most 24 messages, each with at most its turn's page of cards (four calls a turn here).
  expect(await page.locator('.tool-card').count()).toBeLessThanOrEqual(24 * 4);
  const earlier = page.getByRole('button', { name: /Show earlier messages/ });
  await earlier.click();
  const more = await items.count();
  expect(more).toBeGreaterThan(first);
  expect(more).toBeLessThanOrEqual(48);
});

test('a share link is decoded in a worker of its own, which ends once it answered', async ({ page }) => {
  const lesson = lessonById('parallel-reads')!;
  // Built by hand, not with encodeShareFragment: Playwright's loader cannot take the schema's JSON import.
  const payload = JSON.stringify({ step: null, session: lesson.document });
  const fragment = `s=1.${bytesToBase64url(deflateSync(strToU8(payload), { level: 9 }))}`;
  const decoders: Worker[] = [];
  page.on('worker', (worker) => {
    if (worker.url().includes('share-link')) decoders.push(worker);
  });
  await openPlayground(page);
  expect(decoders).toHaveLength(0);
  await page.evaluate((link) => (window.location.hash = link), fragment); // pasted into the open tab
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  await expect(page.locator('[data-path="src/config.ts"]')).toBeVisible();
  expect(decoders).toHaveLength(1);
  await expect.poll(() => page.workers().includes(decoders[0]!)).toBe(false);
});
