// Issue 16, item 4 (and the pipeline view's own layout): the diagram holds its text at the windows a class
// meets — 1280 × 720, the same at 150 % zoom (853 × 480 CSS px), 1024 px wide, 1440 × 900 — at 100 % and 200 % text, in
// English and Chinese, with the pipeline full screen. A rail row's stage name and summary stay inside the
// row (they sat on its line in the 1.8rem rows of windows under 820 px tall), a name is on one line and
// whole, the rail's heading does not climb into the response box above it, and a token's name and
// argument stay inside its border, each line its whole height (a summary or the History row's file name was
// squeezed by its row and cut through). Ellipses are allowed (a summary or
// an argument that gives way ends in "…"); a cut through text is not.
import { expect, test, type Page } from '@playwright/test';

const WINDOWS = [
  { name: '1280 × 720', width: 1280, height: 720, deviceScaleFactor: 1 },
  { name: '1280 × 720 at 150 % zoom', width: 853, height: 480, deviceScaleFactor: 1.5 },
  { name: '1024 px wide', width: 1024, height: 768, deviceScaleFactor: 1 },
  // Taller than 820 px: the roomier rows, where a token keeps its argument on a line of its own.
  { name: '1440 × 900', width: 1440, height: 900, deviceScaleFactor: 1 },
] as const;

/** Where a part of the diagram reaches past the box that should hold it, as `what: rect > box`. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const round = (r: DOMRect) => [r.left, r.top, r.right, r.bottom].map(Math.round).join(',');
    const inside = (what: string, inner: DOMRect, outer: DOMRect) => {
      if (inner.width <= 1 || inner.height <= 1) return;
      if (
        inner.left < outer.left - 0.5 ||
        inner.top < outer.top - 0.5 ||
        inner.right > outer.right + 0.5 ||
        inner.bottom > outer.bottom + 0.5
      )
        found.push(`${what}: ${round(inner)} > ${round(outer)}`);
    };
    // Inside the border, not across it: text drawn over a row's line or a token's border is what a cut looks like.
    const paddingBox = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const px = (v: string) => parseFloat(v) || 0;
      return new DOMRect(
        r.left + px(style.borderLeftWidth),
        r.top + px(style.borderTopWidth),
        r.width - px(style.borderLeftWidth) - px(style.borderRightWidth),
        r.height - px(style.borderTopWidth) - px(style.borderBottomWidth),
      );
    };
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    };
    const rail = document.querySelector('[data-region="pipeline"] .pipeline-rail');
    if (!rail) return ['no rail drawn'];
    for (const stage of rail.querySelectorAll<HTMLElement>('.pipeline-stage')) {
      const box = paddingBox(stage);
      const id = stage.dataset.stage;
      for (const part of stage.children) inside(`${id} ${part.className}`, part.getBoundingClientRect(), box);
      const name = stage.querySelector('.pipeline-stage-name');
      if (name && lines(name) > 1) found.push(`${id}: its name wraps`);
      if (name && name.scrollWidth > name.clientWidth + 1) found.push(`${id}: its name is cut`);
    }
    // A line that hides its overflow (to end in "…") must still be its whole height: squeezed by its row, it
    // cuts its text through the middle with no ellipsis to say so.
    for (const el of document.querySelectorAll<HTMLElement>(
      '[data-region="pipeline"] .pipeline-calls *, [data-region="pipeline"] .pipeline-calls',
    )) {
      if (getComputedStyle(el).overflowY === 'visible' || el.clientHeight === 0) continue;
      if (el.scrollHeight > el.clientHeight + 1)
        found.push(`${el.className} cut: ${el.scrollHeight} px of text in ${el.clientHeight}`);
    }
    const head = rail.querySelector('.pipeline-rail-head');
    const first = rail.querySelector('.pipeline-stage');
    if (head && lines(head) > 1) found.push('the rail heading wraps');
    if (head && first) {
      const above = document
        .querySelector('[data-region="pipeline"] .pipeline-model')
        ?.getBoundingClientRect();
      const h = head.getBoundingClientRect();
      if (above && h.top < above.bottom - 1) found.push(`the rail heading ${round(h)} under ${round(above)}`);
    }
    for (const token of document.querySelectorAll<HTMLElement>('[data-region="pipeline"] .pipeline-token')) {
      const box = paddingBox(token);
      for (const part of token.children)
        inside(`token ${token.dataset.callId} ${part.className}`, part.getBoundingClientRect(), box);
    }
    return found;
  });
}

for (const window of WINDOWS) {
  for (const language of ['en', 'zh'] as const) {
    test(`${window.name}, ${language}: the pipeline view's rows and tokens hold their text at 100 and 200 % text`, async ({
      browser,
    }, testInfo) => {
      const context = await browser.newContext({
        viewport: { width: window.width, height: window.height },
        deviceScaleFactor: window.deviceScaleFactor,
      });
      const page = await context.newPage();
      await page.goto(`./?lesson=parallel-reads&lang=${language}`);
      await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
        timeout: 20_000,
      });
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? /^zh/ : /^en/);
      await page.locator('[data-region="pipeline"] .region-full-screen').click();
      const size = page.locator('select[aria-keyshortcuts="+ -"]'); // "Text size" / 「文字大小」
      for (const scale of ['1', '2'] as const) {
        await size.selectOption(scale);
        await expect(page.locator('html')).toHaveAttribute('data-text-scale', String(Number(scale) * 100));
        // Before the first step (the rail's heading is its longest), then with step 1's four calls drawn.
        if (scale === '1') {
          // The regions' content is drawn after the panels mount (panel-stages.ts): wait for the rail.
          await expect(page.locator('[data-region="pipeline"] .pipeline-rail')).toBeVisible();
          expect(await misfits(page), 'before the first step').toEqual([]);
          await page.locator('aside[data-lesson] button.lesson-next').click();
          await expect(page.locator('[data-region="pipeline"] .pipeline-token')).toHaveCount(4, {
            timeout: 30_000,
          });
          await expect(
            page.locator('[data-region="pipeline"] [data-stage="history"].pipeline-token'),
          ).toHaveCount(4);
        }
        expect(await misfits(page), `step 1 at ${scale}`).toEqual([]);
        await page.screenshot({
          path: testInfo.outputPath(`pipeline-${language}-${Number(scale) * 100}.png`),
        });
      }
      await context.close();
    });
  }
}
