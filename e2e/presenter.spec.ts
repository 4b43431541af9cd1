// Issue 16, item 4: presenter mode. At 1280 × 720, at 150 % zoom (the same window laid out in 853 × 480
// CSS px at device scale 1.5) and at 1024 px wide, with the text at 100 / 125 / 150 / 200 %, and with one
// region full screen at each: the page has no scrollbar of its own and no element reaches past the window
// or past a box that cuts it (e2e/support/layout-bounds.ts). And a lesson is stepped with the keyboard only.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { overflowOf } from './support/layout-bounds';
import { openLessonByAddress } from './support/library';
import { startTerminal } from './support/terminal';

const WINDOWS = [
  { name: '1280 × 720', width: 1280, height: 720, deviceScaleFactor: 1 },
  { name: '1280 × 720 at 150 % zoom', width: 853, height: 480, deviceScaleFactor: 1.5 },
  { name: '1024 px wide', width: 1024, height: 768, deviceScaleFactor: 1 },
] as const;
const SCALES = ['1', '1.25', '1.5', '2'] as const;

async function openLesson(browser: Browser, window: (typeof WINDOWS)[number]): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: window.width, height: window.height },
    deviceScaleFactor: window.deviceScaleFactor,
  });
  const page = await context.newPage();
  await openLessonByAddress(page, 'parallel-reads');
  return page;
}

async function expectNoOverflow(page: Page, what: string) {
  const { scroll, clipped } = await overflowOf(page);
  expect(scroll.width, `${what}: horizontal scrollbar`).toBeLessThanOrEqual(scroll.vw);
  expect(scroll.height, `${what}: vertical scrollbar`).toBeLessThanOrEqual(scroll.vh);
  expect(clipped, `${what}: elements past the window`).toEqual([]);
}

for (const window of WINDOWS) {
  test(`${window.name}: no overflow at any text size, nor with a region full screen`, async ({ browser }) => {
    const page = await openLesson(browser, window);
    const size = page.getByLabel('Text size');
    for (const scale of SCALES) {
      await size.selectOption(scale);
      await expect(page.locator('html')).toHaveAttribute('data-text-scale', String(Number(scale) * 100));
      await expectNoOverflow(page, `text ${scale}`);
      for (const region of ['pipeline', 'conversation']) {
        await page.locator(`[data-region="${region}"] .region-full-screen`).click();
        const full = page.locator(`[data-region="${region}"][data-full-screen]`);
        await expect(full).toBeVisible();
        const box = await full.boundingBox();
        expect(box).toEqual({ x: 0, y: 0, width: window.width, height: window.height });
        await expectNoOverflow(page, `text ${scale}, ${region} full screen`);
        await page.keyboard.press('Escape');
        await expect(full).toHaveCount(0);
      }
    }
    await page.context().close();
  });
}

test('a lesson steps with the keyboard alone: Page Down / Page Up, f for full screen, + and - for text', async ({
  browser,
}) => {
  const page = await openLesson(browser, WINDOWS[0]);
  const guideStep = page.locator('aside[data-lesson="parallel-reads"]').getByTestId('lesson-step');
  const partition = page.locator('[data-checkpoint="partition"]');
  await expect(partition).toHaveAttribute('data-state', 'not-yet');
  // Into presenter mode from the keyboard: Tab to "Present", Enter.
  const present = page.getByRole('button', { name: 'Present', exact: true });
  await present.focus();
  await page.keyboard.press('Enter');
  await expect(present).toHaveAttribute('aria-pressed', 'true');
  await page.locator('body').focus();
  // One Page Down runs one whole step, as the guide's own button does.
  await page.keyboard.press('PageDown');
  await expect(guideStep).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  await expect(partition).toHaveAttribute('data-state', 'revealed');
  const counter = page.getByTestId('step-counter');
  // Page Up goes back a step in the trace; the answer hides again with it.
  await page.keyboard.press('PageUp');
  await expect(partition).toHaveAttribute('data-state', 'not-yet');
  await expect(counter).toBeVisible();
  // f: the focused region (none: the pipeline view) full screen; Escape leaves it.
  await page.keyboard.press('f');
  await expect(page.locator('[data-region="pipeline"][data-full-screen]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-full-screen]')).toHaveCount(0);
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(page.locator('html')).toHaveAttribute('data-text-scale', '150');
  await page.keyboard.press('-');
  await expect(page.locator('html')).toHaveAttribute('data-text-scale', '125');
  await page.context().close();
});

test('Page Down scrolls as usual outside presenter mode', async ({ browser }) => {
  const page = await openLesson(browser, WINDOWS[0]);
  const partition = page.locator('[data-checkpoint="partition"]');
  await page.locator('body').focus();
  const counter = page.getByTestId('step-counter');
  const before = await counter.textContent();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(partition).toHaveAttribute('data-state', 'not-yet');
  await expect(counter).toHaveText(before ?? '');
  await page.context().close();
});

test("the terminal's font grows with the text size", async ({ browser }, testInfo) => {
  const page = await openLesson(browser, WINDOWS[0]);
  await startTerminal(page);
  const rows = page.getByTestId('terminal-screen').locator('.xterm-rows');
  const fontSize = () => rows.evaluate((element) => getComputedStyle(element).fontSize);
  const sizes: Record<string, string> = {};
  for (const scale of ['1', '1.25', '1.5', '2'] as const) {
    await page.getByLabel('Text size').selectOption(scale);
    await expect.poll(fontSize).toBe(`${Math.round(12 * Number(scale))}px`);
    sizes[scale] = await fontSize();
  }
  expect(sizes).toEqual({ '1': '12px', '1.25': '15px', '1.5': '18px', '2': '24px' });
  await page.locator('[data-region="terminal"] .region-full-screen').click();
  await page.screenshot({ path: testInfo.outputPath('terminal-text-200.png') });
  await page.context().close();
});
