// Issue 16, item 4: presenter mode. At 1280 × 720, at 150 % zoom (the same window laid out in 853 × 480
// CSS px at device scale 1.5) and at 1024 px wide, with the text at 100 / 125 / 150 / 200 %, and with one
// region full screen at each: the page has no scrollbar of its own and no element reaches past the window
// or past a box that cuts it (e2e/support/layout-bounds.ts). While a region is full screen the open lesson's
// guide docks beside it (a column on the right; collapsed, a line across the top) and its "Run the next
// step" works; the guide itself goes full screen with its content scrolling inside its own box. And a
// lesson is stepped with the keyboard only, with a region full screen.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { overflowOf } from './support/layout-bounds';
import { showRegion } from './support/compact';
import { openLesson as openLessonFromGallery, openLessonByAddress } from './support/library';
import { startTerminal } from './support/terminal';
import { deflateSync, strToU8 } from 'fflate';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { documentOf } from '../src/session/session-document';
import { chooseChinese } from './support/playground';

const WINDOWS = [
  { name: '1280 × 720', width: 1280, height: 720, deviceScaleFactor: 1 },
  { name: '1280 × 720 at 150 % zoom', width: 853, height: 480, deviceScaleFactor: 1.5 },
  { name: '1024 px wide', width: 1024, height: 768, deviceScaleFactor: 1 },
] as const;
const SCALES = ['1', '1.25', '1.5', '2'] as const;
const GUIDE = '[data-region="guide"]';

async function openLesson(
  browser: Browser,
  window: (typeof WINDOWS)[number],
  lessonId = 'parallel-reads',
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: window.width, height: window.height },
    deviceScaleFactor: window.deviceScaleFactor,
  });
  const page = await context.newPage();
  await openLessonByAddress(page, lessonId);
  return page;
}

const shotName = (window: (typeof WINDOWS)[number], what: string, scale: string) =>
  `${what}-${window.width}x${window.height}-${Number(scale) * 100}.png`;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  return box!;
}

/**
 * The lesson guide docked beside the full-screen region: a column down the right of the window, the region
 * filling the rest of it, nothing of either under the other.
 */
async function expectGuideBeside(page: Page, region: Locator, window: (typeof WINDOWS)[number]) {
  const dock = page.locator('[data-region="guide"][data-beside]');
  await expect(dock).toBeVisible();
  const guide = await boxOf(dock);
  const full = await boxOf(region);
  expect(Math.round(guide.x + guide.width), 'the guide reaches the right edge').toBe(window.width);
  expect([guide.y, guide.height]).toEqual([0, window.height]);
  expect(guide.width, 'a readable column').toBeGreaterThan(window.width * 0.25);
  expect([full.x, full.y, full.height]).toEqual([0, 0, window.height]);
  expect(Math.abs(full.x + full.width - guide.x), 'the region ends where the guide starts').toBeLessThan(1);
}

/** No page scrollbar, and nothing cut (on the whole page, or only `within` an element laid over it). */
async function expectNoOverflow(page: Page, what: string, within?: string) {
  const { scroll, clipped } = await overflowOf(page, within);
  expect(scroll.width, `${what}: horizontal scrollbar`).toBeLessThanOrEqual(scroll.vw);
  expect(scroll.height, `${what}: vertical scrollbar`).toBeLessThanOrEqual(scroll.vh);
  expect(clipped, `${what}: elements past the window`).toEqual([]);
}

for (const window of WINDOWS) {
  test(`${window.name}: no overflow at any text size, nor with a region or the guide full screen`, async ({
    browser,
  }, testInfo) => {
    const page = await openLesson(browser, window);
    const guide = page.locator('aside[data-lesson="parallel-reads"]');
    const size = page.getByLabel('Text size');
    for (const scale of SCALES) {
      await size.selectOption(scale);
      await expect(page.locator('html')).toHaveAttribute('data-text-scale', String(Number(scale) * 100));
      await expectNoOverflow(page, `text ${scale}`);
      for (const region of ['pipeline', 'conversation']) {
        // Below 1,100 px or from 150 % text the layout is compact: the region is brought on the stage first.
        await showRegion(page, region);
        await page.locator(`[data-region="${region}"] .region-full-screen`).click();
        const full = page.locator(`[data-region="${region}"][data-full-screen]`);
        await expect(full).toBeVisible();
        await expectGuideBeside(page, full, window);
        await expectNoOverflow(page, `text ${scale}, ${region} full screen`);
        if (region === 'pipeline') {
          await page.screenshot({ path: testInfo.outputPath(shotName(window, 'pipeline-and-guide', scale)) });
          // Collapsed, the guide is its one line across the top and the region starts under it.
          await guide.getByRole('button', { name: 'Collapse' }).click();
          const bar = await boxOf(page.locator('[data-region="guide"][data-beside][data-collapsed]'));
          expect([bar.x, bar.y, bar.width]).toEqual([0, 0, window.width]);
          await expect.poll(async () => (await boxOf(full)).y).toBeCloseTo(bar.height, 0);
          expect((await boxOf(full)).width).toBe(window.width);
          await expect(guide.getByRole('button', { name: 'Run the next step' })).toBeInViewport({ ratio: 1 });
          await page.screenshot({
            path: testInfo.outputPath(shotName(window, 'pipeline-guide-collapsed', scale)),
          });
          await expectNoOverflow(page, `text ${scale}, ${region} full screen, guide collapsed`);
          await guide.getByRole('button', { name: 'Expand' }).click();
          await expectGuideBeside(page, full, window);
        }
        await page.keyboard.press('Escape');
        await expect(full).toHaveCount(0);
      }
      // The guide itself full screen: its own box over the window, its content scrolling inside it.
      await guide.getByRole('button', { name: 'Show Lesson full screen' }).click();
      const dock = page.locator('[data-region="guide"][data-full-screen]');
      await expect(dock).toBeVisible();
      expect(await dock.boundingBox()).toEqual({ x: 0, y: 0, width: window.width, height: window.height });
      await expectNoOverflow(page, `text ${scale}, guide full screen`);
      await page.screenshot({ path: testInfo.outputPath(shotName(window, 'guide-full-screen', scale)) });
      await guide.getByRole('button', { name: 'Leave full screen' }).click();
      await expect(page.locator('[data-full-screen]')).toHaveCount(0);
      await expectNoOverflow(page, `text ${scale}, guide docked again`);
    }
    await page.context().close();
  });

  test(`${window.name}: with the pipeline full screen, the guide's "Run the next step" runs a step at every text size`, async ({
    browser,
  }) => {
    // Five steps: one click at each of the four text sizes.
    const page = await openLesson(browser, window, 'optimistic-lock');
    const guide = page.locator('aside[data-lesson="optimistic-lock"]');
    const step = guide.getByTestId('lesson-step');
    await showRegion(page, 'pipeline');
    await page.locator('[data-region="pipeline"] .region-full-screen').click();
    const full = page.locator('[data-region="pipeline"][data-full-screen]');
    for (const [index, scale] of SCALES.entries()) {
      await page.getByLabel('Text size').selectOption(scale);
      await expectGuideBeside(page, full, window);
      // Kept at the foot of the guide's box (sticky): in view without scrolling, however long the note.
      const next = guide.getByRole('button', { name: 'Run the next step' });
      await expect(next).toBeInViewport({ ratio: 1 });
      await next.click();
      await expect(step).toHaveAttribute('data-step', String(index + 1), { timeout: 30_000 });
      await expect(full, 'the pipeline stays full screen').toBeVisible();
      // The guide judged whole; the pipeline's own stage boxes are the pipeline view's (left as they are).
      await expectNoOverflow(page, `text ${scale}, after step ${index + 1}`, GUIDE);
    }
    await page.context().close();
  });
}

test('a lesson steps with the keyboard alone, a region full screen and the guide beside it: Page Down / Page Up, f, + and -', async ({
  browser,
}, testInfo) => {
  const page = await openLesson(browser, WINDOWS[1]);
  const guide = page.locator('aside[data-lesson="parallel-reads"]');
  const guideStep = guide.getByTestId('lesson-step');
  const partition = page.locator('[data-checkpoint="partition"]');
  await expect(partition).toHaveAttribute('data-state', 'not-yet');
  // Into presenter mode from the keyboard: Tab to "Present", Enter.
  const present = page.getByRole('button', { name: 'Present', exact: true });
  await present.focus();
  await page.keyboard.press('Enter');
  await expect(present).toHaveAttribute('aria-pressed', 'true');
  await page.locator('body').focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(page.locator('html')).toHaveAttribute('data-text-scale', '150');
  // f: the focused region (none: the pipeline view) full screen, the guide docked beside it.
  await page.keyboard.press('f');
  const pipeline = page.locator('[data-region="pipeline"][data-full-screen]');
  await expectGuideBeside(page, pipeline, WINDOWS[1]);
  // One Page Down runs one whole step, as the guide's own button does; the guide beside follows.
  await page.keyboard.press('PageDown');
  await expect(guideStep).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  await expect(partition).toHaveAttribute('data-state', 'revealed');
  await expect(partition).toBeVisible();
  await expect(pipeline).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('keyboard-pipeline-step-1.png') });
  // Page Up goes back a step in the trace; the answer hides again with it.
  await page.keyboard.press('PageUp');
  await expect(partition).toHaveAttribute('data-state', 'not-yet');
  await expect(guideStep).toHaveAttribute('data-step', '0');
  // f again leaves; with the focus in the guide, f lays the guide itself over the window.
  await page.keyboard.press('f');
  await expect(page.locator('[data-full-screen]')).toHaveCount(0);
  await guide.locator('.lesson-guide-fold').focus();
  await page.keyboard.press('f');
  const dock = page.locator('[data-region="guide"][data-full-screen]');
  await expect(dock).toBeVisible();
  // The clicker keys go on stepping while the guide fills the window (they are the page's).
  await page.keyboard.press('PageDown');
  await expect(partition).toHaveAttribute('data-state', 'revealed');
  await expect(dock).toBeVisible();
  await expectNoOverflow(page, 'guide full screen after Page Down', GUIDE);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-full-screen]')).toHaveCount(0);
  await page.keyboard.press('-');
  await expect(page.locator('html')).toHaveAttribute('data-text-scale', '125');
  await page.context().close();
});

test('"Show me" with a region full screen brings what it points at into view; a lesson closed with its guide full screen leaves full screen', async ({
  browser,
}, testInfo) => {
  const page = await openLesson(browser, WINDOWS[0]);
  const guide = page.locator('aside[data-lesson="parallel-reads"]');
  await guide.getByRole('button', { name: 'Run the next step' }).click();
  await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  const showMe = guide.getByRole('button', { name: 'Show me' }); // step 1's note: the Batches stage
  const batchesTab = page.getByRole('tab', { name: 'Batches' });
  // The conversation full screen: the stage is the diagram's, so the pipeline view takes its place.
  await page.locator('[data-region="conversation"] .region-full-screen').click();
  await expect(page.locator('[data-region="conversation"][data-full-screen]')).toBeVisible();
  await showMe.click();
  const pipeline = page.locator('[data-region="pipeline"][data-full-screen]');
  await expectGuideBeside(page, pipeline, WINDOWS[0]);
  await expect(pipeline.locator('[data-stage="batches"][data-highlighted]')).toBeInViewport();
  await expect(page.locator('[data-full-screen]')).toHaveCount(1);
  // The inspector full screen shows every focus: it stays, on the stage's tab.
  await page.keyboard.press('Escape');
  await page.locator('[data-region="inspector"] .region-full-screen').click();
  await page.getByRole('tab', { name: 'Gates' }).click();
  await expect(batchesTab).toHaveAttribute('aria-selected', 'false');
  await showMe.click();
  await expect(batchesTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-region="inspector"][data-full-screen]')).toBeVisible();
  // The guide itself full screen would hide what it points at: "Show me" gives way to the pipeline view.
  await page.keyboard.press('Escape');
  await guide.getByRole('button', { name: 'Show Lesson full screen' }).click();
  await expect(page.locator('[data-region="guide"][data-full-screen]')).toBeVisible();
  await showMe.click();
  await expectGuideBeside(page, pipeline, WINDOWS[0]);
  await page.screenshot({ path: testInfo.outputPath('show-me-from-full-screen-guide.png') });
  // The guide full screen, then a session with no lesson opened in the tab (a link pasted): the guide is gone
  // and so is full screen; the next lesson opened is not laid over the window.
  await page.keyboard.press('Escape');
  await guide.getByRole('button', { name: 'Show Lesson full screen' }).click();
  await expect(page.locator('[data-region="guide"][data-full-screen]')).toBeVisible();
  const plain = documentOf(scriptedSpec([], { messages: ['Hi.'] }), 'No lesson');
  const link = `#s=1.${Buffer.from(deflateSync(strToU8(JSON.stringify({ step: 1, session: plain })))).toString('base64url')}`;
  await page.evaluate((hash) => (window.location.hash = hash), link);
  await expect(guide).toHaveCount(0);
  await expect(page.locator('[data-full-screen]')).toHaveCount(0);
  await openLessonFromGallery(page, 'optimistic-lock'); // in the same tab, no reload
  await expect(page.locator('aside[data-lesson="optimistic-lock"]')).toBeVisible();
  await expect(page.locator('[data-full-screen]')).toHaveCount(0);
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
  await showRegion(page, 'terminal'); // 200 % text is compact: the terminal is brought on the stage
  await page.locator('[data-region="terminal"] .region-full-screen').click();
  await page.screenshot({ path: testInfo.outputPath('terminal-text-200.png') });
  await page.context().close();
});

test('in Chinese at 853 × 480 and 200 % text: the guide beside the pipeline and full screen, nothing cut', async ({
  browser,
}, testInfo) => {
  const page = await openLesson(browser, WINDOWS[1]);
  await chooseChinese(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.locator('body').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('+');
  await expect(page.locator('html')).toHaveAttribute('data-text-scale', '200');
  const guide = page.locator('aside[data-lesson="parallel-reads"]');
  await page.locator('[data-region="pipeline"] .region-full-screen').click();
  const full = page.locator('[data-region="pipeline"][data-full-screen]');
  await expectGuideBeside(page, full, WINDOWS[1]);
  await expect(guide.getByRole('button', { name: '执行下一步' })).toBeInViewport({ ratio: 1 });
  await expectNoOverflow(page, 'zh, pipeline full screen');
  await page.screenshot({ path: testInfo.outputPath('zh-pipeline-and-guide-853x480-200.png') });
  await page.keyboard.press('Escape');
  await guide.getByRole('button', { name: '全屏显示课程' }).click();
  await expect(page.locator('[data-region="guide"][data-full-screen]')).toBeVisible();
  await expectNoOverflow(page, 'zh, guide full screen');
  await page.screenshot({ path: testInfo.outputPath('zh-guide-full-screen-853x480-200.png') });
  await guide.getByRole('button', { name: '退出全屏' }).click();
  await expect(page.locator('[data-full-screen]')).toHaveCount(0);
  await page.context().close();
});
