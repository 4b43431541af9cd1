// Issue 16, item 3: the snippet Share offers is the iframe used, and `lang=` picks the player's language.
// Every lesson's embed at 800 × 500, in every view, is checked in the lesson matrix (lesson-matrix.spec.ts).
import { expect, test } from '@playwright/test';
import { expectNothingClipped, hostedPlayer } from './support/embed-frame';
import { openLessonByAddress } from './support/library';
import { runToTheEnd } from './support/resume';
import { chooseChinese } from './support/playground';

test('the iframe snippet Share offers plays the lesson at that step, in the sharer’s language', async ({
  page,
  browser,
}) => {
  await openLessonByAddress(page, 'circuit-breaker');
  await runToTheEnd(page);
  await chooseChinese(page);
  await page.getByRole('button', { name: '分享', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const snippet = await dialog.getByTestId('share-embed-snippet').inputValue();
  const hash = (await dialog.getByTestId('share-trace-hash').textContent()) ?? '';
  expect(snippet).toMatch(/^<iframe src="[^"]+\?embed=1&amp;lesson=circuit-breaker&amp;[^"]*lang=zh/);
  expect(snippet).toContain('width="800" height="500"');

  const reader = await browser.newContext();
  const article = await reader.newPage();
  const frame = await hostedPlayer(article, snippet);
  await expect(frame.getByTestId('embed-trace-hash')).toHaveText(hash);
  await expect(frame.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(frame.locator('aside[data-lesson="circuit-breaker"]')).toBeVisible();
  await expectNothingClipped(frame, 'shared embed, zh');
  await reader.close();
});
