// The embedded player in an 800 × 500 iframe, as an article holds it: the frame once it shows its lesson, and
// "nothing clipped" as the embed checks it (every element inside the frame or inside a box that scrolls to it,
// and the frame's document does not scroll).
import { expect, type Frame, type Page } from '@playwright/test';
import { overflowOf } from './layout-bounds';

/** An article page holding `snippet`; the player's frame once it shows its lesson. */
export async function hostedPlayer(page: Page, snippet: string): Promise<Frame> {
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.setContent(`<!doctype html><title>An article</title><p>Before.</p>${snippet}<p>After.</p>`);
  const element = page.locator('iframe');
  await expect(element).toHaveCount(1);
  const frame = await (await element.elementHandle()).contentFrame();
  if (!frame) throw new Error('the iframe has no frame');
  await expect(frame.getByTestId('embed-trace-hash')).toHaveText(/^[0-9a-f]{64}$/, { timeout: 30_000 });
  return frame;
}

export async function expectNothingClipped(frame: Frame, what: string) {
  const overflow = await overflowOf(frame);
  expect(overflow.scroll, `${what}: the frame's document scrolls`).toEqual({
    width: 800,
    height: 500,
    vw: 800,
    vh: 500,
  });
  expect(overflow.clipped, `${what}: clipped elements`).toEqual([]);
}

export const iframe = (src: string) =>
  `<iframe src="${src.replaceAll('&', '&amp;')}" width="800" height="500" style="border:0"></iframe>`;
