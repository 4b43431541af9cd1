// Issue 16, item 3: the embedded player in an 800 × 500 iframe, as an article holds it. For every built-in
// lesson and each of its views (pipeline, conversation, the inspector on every tab), nothing is clipped: every element is
// inside the frame or inside a box that scrolls to it, and the frame's document does not scroll; the guide
// is there. The snippet Share offers is the iframe used, and `lang=` picks the player's language.
import { expect, test, type Frame, type Page } from '@playwright/test';
import { LESSONS } from '../src/session/lessons/lesson-catalog';
import { overflowOf } from './support/layout-bounds';
import { openLessonByAddress } from './support/library';
import { runToTheEnd } from './support/resume';

/** An article page holding `snippet`; the player's frame once it shows its lesson. */
async function hostedPlayer(page: Page, snippet: string): Promise<Frame> {
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.setContent(`<!doctype html><title>An article</title><p>Before.</p>${snippet}<p>After.</p>`);
  const element = page.locator('iframe');
  await expect(element).toHaveCount(1);
  const frame = await (await element.elementHandle()).contentFrame();
  if (!frame) throw new Error('the iframe has no frame');
  await expect(frame.getByTestId('embed-trace-hash')).toHaveText(/^[0-9a-f]{64}$/, { timeout: 30_000 });
  return frame;
}

async function expectNothingClipped(frame: Frame, what: string) {
  const overflow = await overflowOf(frame);
  expect(overflow.scroll, `${what}: the frame's document scrolls`).toEqual({
    width: 800,
    height: 500,
    vw: 800,
    vh: 500,
  });
  expect(overflow.clipped, `${what}: clipped elements`).toEqual([]);
}

const iframe = (src: string) =>
  `<iframe src="${src.replaceAll('&', '&amp;')}" width="800" height="500" style="border:0"></iframe>`;

for (const lesson of LESSONS) {
  test(`lesson ${lesson.number} (${lesson.id}) fits 800 × 500 in every view, with its guide`, async ({
    page,
    baseURL,
  }) => {
    const frame = await hostedPlayer(
      page,
      iframe(`${baseURL}?embed=1&lesson=${lesson.id}&step=1&tab=batches`),
    );
    await expect(frame.locator(`aside[data-lesson="${lesson.id}"]`)).toBeVisible();
    await expect(frame.getByRole('tab', { name: 'Batches' })).toHaveAttribute('aria-selected', 'true');
    await expectNothingClipped(frame, 'inspector');
    // Every other inspector tab too: the rule is the frame's, not the one tab a link names.
    const tabs = frame.getByRole('tab');
    for (let i = 0; i < (await tabs.count()); i += 1) {
      const tab = tabs.nth(i);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(frame.locator('[data-lazy-part]')).toHaveCount(0);
      await expectNothingClipped(frame, `inspector, ${await tab.textContent()}`);
    }
    const views = frame.getByRole('group', { name: 'Views' });
    await views.getByRole('button', { name: 'Pipeline' }).click();
    await expect(frame.locator('[data-lazy-part="pipeline"]')).toHaveCount(0);
    await expect(frame.getByRole('region', { name: 'Pipeline', exact: true })).toBeVisible();
    await expectNothingClipped(frame, 'pipeline');
    await views.getByRole('button', { name: 'Conversation' }).click();
    await expect(frame.getByRole('region', { name: 'conversation' })).toBeVisible();
    await expectNothingClipped(frame, 'conversation');
  });
}

test('the iframe snippet Share offers plays the lesson at that step, in the sharer’s language', async ({
  page,
  browser,
}) => {
  await openLessonByAddress(page, 'circuit-breaker');
  await runToTheEnd(page);
  await page.getByRole('button', { name: '中文' }).click();
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
