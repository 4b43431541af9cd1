// No content can widen the page: every lesson run to its end, every inspector tab, every expanded result and
// every "What the model saw" preview, at the widths people use (and at 150 % browser zoom, which is the same
// window with fewer, denser CSS pixels). Long JSON wraps or scrolls inside its own panel.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LESSONS } from '../src/session/lessons/lesson-catalog';
import { INSPECTOR_TABS } from '../src/state/store';
import { en } from '../src/ui/i18n/en';
import { runToEnd } from './support/session-file';

/** A window and how the browser is zoomed in it; at 150 % a 1440 px window lays out 960 CSS px. */
interface Display {
  readonly name: string;
  readonly deviceScaleFactor: number;
  readonly widths: readonly number[];
}

const ZOOM = 1.5;
const WINDOWS = [1440, 1280, 1024] as const;
const DISPLAYS: readonly Display[] = [
  { name: '100 %', deviceScaleFactor: 1, widths: WINDOWS },
  { name: '150 %', deviceScaleFactor: ZOOM, widths: WINDOWS.map((w) => Math.floor(w / ZOOM)) },
];
const HEIGHT = 900;

async function pageWidth(page: Page) {
  // Two frames: whatever the last click changed has been laid out.
  return page.evaluate(
    () =>
      new Promise<{ scroll: number; client: number }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve({
              scroll: document.documentElement.scrollWidth,
              client: document.documentElement.clientWidth,
            }),
          ),
        ),
      ),
  );
}

async function expectFits(page: Page, width: number, where: string) {
  const measured = await pageWidth(page);
  expect({ where, ...measured }).toEqual({ where, scroll: width, client: width });
}

/** Opens every result card and preview on the page (the conversation's results, the budget's previews). */
async function expandAll(page: Page) {
  return page.evaluate(() => {
    const closed = [...document.querySelectorAll('details:not([open])')];
    for (const details of closed) details.setAttribute('open', '');
    return closed.length;
  });
}

async function openTab(page: Page, tab: (typeof INSPECTOR_TABS)[number]) {
  await page.getByRole('tab', { name: en.tabs[tab], exact: true }).click();
  const panel = page.locator(`[role="tabpanel"][data-tab="${tab}"]`);
  // Tools and Script load lazily: wait until the tab has drawn something.
  await expect(panel.locator(':scope > *').first()).toBeVisible();
}

async function everyTabFits(page: Page, width: number, label: string) {
  await page.setViewportSize({ width, height: HEIGHT });
  for (const tab of INSPECTOR_TABS) {
    await openTab(page, tab);
    await expectFits(page, width, `${label} · ${width} px · ${tab}`);
  }
}

/** Travels to each cut the lesson made and checks the Budget tab with its previews open. */
async function everyCutPreviewFits(page: Page, widths: readonly number[], label: string) {
  await openTab(page, 'trace');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('budget-truncate');
  const cuts = await page.locator('.trace-row').count();
  for (let i = 0; i < cuts; i++) {
    await openTab(page, 'trace');
    await page.locator('.trace-row').nth(i).click();
    await openTab(page, 'budget');
    await expandAll(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: HEIGHT });
      await expectFits(page, width, `${label} · ${width} px · What the model saw, cut ${i + 1}`);
    }
  }
  return cuts;
}

async function lessonAtItsEnd(browser: Browser, lessonId: string, display: Display) {
  const context = await browser.newContext({
    viewport: { width: display.widths[0]!, height: HEIGHT },
    deviceScaleFactor: display.deviceScaleFactor,
  });
  const page = await context.newPage();
  await page.goto(`./?lesson=${lessonId}`);
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'running', {
    timeout: 20_000,
  });
  await runToEnd(page, 30_000);
  const notice = page.getByTestId('lessons-notice');
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'Close' }).click();
  // The lesson's guide is docked beside the inspector: it must not widen the page either, open or folded
  // to its one line (it stays open for the checks after this: it covers nothing).
  await expectFits(page, display.widths[0]!, `${lessonId} with its guide open`);
  const guide = page.locator(`aside[data-lesson="${lessonId}"]`);
  await guide.getByRole('button', { name: 'Collapse' }).click();
  await expect(guide).toHaveAttribute('data-collapsed', 'true');
  await expectFits(page, display.widths[0]!, `${lessonId} with its guide folded`);
  await guide.getByRole('button', { name: 'Expand' }).click();
  return { page, context };
}

for (const display of DISPLAYS) {
  for (const lesson of LESSONS) {
    test(`lesson ${lesson.number} (${lesson.id}) never widens the page at ${display.name}`, async ({
      browser,
    }) => {
      const label = `lesson ${lesson.number} at ${display.name}`;
      const { page, context } = await lessonAtItsEnd(browser, lesson.id, display);
      expect(await expandAll(page)).toBeGreaterThan(0); // the conversation's results are open
      for (const width of display.widths) await everyTabFits(page, width, label);
      await everyCutPreviewFits(page, display.widths, label);
      await context.close();
    });
  }
}

test('the lessons that cut results have previews to check', async ({ browser }) => {
  // Guards the loop above: without cuts, "What the model saw" would never be opened.
  const { page, context } = await lessonAtItsEnd(browser, 'budgets', DISPLAYS[0]!);
  expect(await everyCutPreviewFits(page, [1440], 'lesson 9')).toBeGreaterThan(0);
  await context.close();
});
