// No content can widen the page: every inspector tab, every expanded result and every "What the model saw"
// preview, at the widths people use, and at 150 % browser zoom (the same window with fewer, denser CSS pixels:
// a 1440 px window lays out 960 CSS px). Long JSON wraps or scrolls inside its own panel. The lesson matrix
// runs these on each lesson at its end, in both languages.
import { expect, type CDPSession, type Page } from '@playwright/test';
import { INSPECTOR_TABS, type InspectorTab } from '../../src/state/layout-slice';
import { COMPACT_BELOW_PX } from '../../src/ui/app/compact/compact-layout';
import { expectCompactStage, showRegion } from './compact';

/** A browser zoom and the CSS widths its windows lay out. */
export interface Display {
  readonly name: string;
  readonly deviceScaleFactor: number;
  readonly widths: readonly number[];
}

const ZOOM = 1.5;
const WINDOWS = [1440, 1280, 1024] as const;
export const DISPLAYS: readonly Display[] = [
  { name: '100 %', deviceScaleFactor: 1, widths: WINDOWS },
  { name: '150 %', deviceScaleFactor: ZOOM, widths: WINDOWS.map((w) => Math.floor(w / ZOOM)) },
];
export const HEIGHT = 900;

/**
 * Lays the page out `width` CSS px wide at the display's zoom. Playwright fixes the device scale factor per
 * context; Chromium's own emulation changes it in place, so one page (one boot, one run) serves both zooms.
 */
export async function showAt(page: Page, display: Display, width: number) {
  // The session stays open: Chromium drops a session's emulation when it detaches.
  let cdp = emulations.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    emulations.set(page, cdp);
  }
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width,
    height: HEIGHT,
    deviceScaleFactor: display.deviceScaleFactor,
    mobile: false,
  });
}
const emulations = new WeakMap<Page, CDPSession>();

async function pageWidth(page: Page) {
  // Two frames: whatever the last click or resize changed has been laid out.
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

export async function expectFits(page: Page, width: number, where: string) {
  expectWidth(await pageWidth(page), width, where);
}

function expectWidth(measured: { scroll: number; client: number }, width: number, where: string) {
  expect({ where, ...measured }).toEqual({ where, scroll: width, client: width });
}

/**
 * Selects `tab` of an inspector on the stage with a click, waits until it is selected, has drawn something
 * and loads nothing more, and measures the page two frames later: what `openTab` and `expectFits` do, in one
 * round trip instead of seven (the matrix measures 66 tab × width pairs per row; they were half its time).
 * The click is the tab's own click handler; that a pointer reaches the tab is the embed's and the other
 * specs' to prove (decision 0840).
 */
export async function selectTabThenMeasure(page: Page, tab: InspectorTab) {
  return (await selectTabsThenMeasure(page, [tab]))[0]!;
}

/**
 * `selectTabThenMeasure` for each of `tabs` in turn, all in one round trip: the matrix's 11 tabs at a width
 * cost one call to the page, not 11 (each a message through Playwright and the browser on a loaded machine).
 */
export function selectTabsThenMeasure(page: Page, tabs: readonly InspectorTab[]) {
  return page.evaluate(async (tabs) => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const measured: { scroll: number; client: number }[] = [];
    for (const tab of tabs) {
      const button = document.getElementById(`tab-${tab}`);
      if (!button) throw new Error(`no tab ${tab}`);
      button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      button.click();
      const drawn = () => {
        const panel = document.querySelector(`[role="tabpanel"][data-tab="${tab}"]`);
        if (panel?.querySelector('[data-lazy-state="loading"]')) return false;
        const first = panel?.firstElementChild;
        const box = first?.getBoundingClientRect();
        // Visible as Playwright means it: a box with an area, not hidden.
        const shown =
          !!box && box.width > 0 && box.height > 0 && first!.checkVisibility({ visibilityProperty: true });
        return button.getAttribute('aria-selected') === 'true' && shown;
      };
      const giveUpAt = performance.now() + 15_000;
      while (!drawn()) {
        if (performance.now() > giveUpAt) throw new Error(`tab ${tab} was not drawn in 15 s`);
        await nextFrame();
      }
      // Two frames: whatever the tab's drawing changed has been laid out.
      await nextFrame();
      await nextFrame();
      measured.push({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      });
    }
    return measured;
  }, tabs);
}

/** Opens every result card and preview on the page (the conversation's results, the budget's previews). */
export function expandAll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const closed = [...document.querySelectorAll('details:not([open])')];
    for (const details of closed) details.setAttribute('open', '');
    return closed.length;
  });
}

export async function openTab(page: Page, tab: InspectorTab) {
  // The narrower widths are compact (one region at a time): the inspector is brought on the stage first.
  await showRegion(page, 'inspector');
  await page.locator(`#tab-${tab}`).click();
  await expect(page.locator(`#tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
  const panel = page.locator(`[role="tabpanel"][data-tab="${tab}"]`);
  // Tools and Script load lazily: wait until the tab has drawn something.
  await expect(panel.locator(':scope > *').first()).toBeVisible();
}

/** Every tab at every width of every display: each width is laid out once and every tab opened in it. */
export async function everyTabFits(page: Page, label: string) {
  for (const display of DISPLAYS) {
    for (const width of display.widths) {
      await showAt(page, display, width);
      // Below 1,100 px: one region on the stage, the guide beside it (issue 33, item 5).
      if (width < COMPACT_BELOW_PX) await expectCompactStage(page, width);
      // Once per width: a tab's click keeps the inspector on the stage (bringing it on again before each
      // of the 66 tab × width checks cost a switcher click and two round trips each).
      await showRegion(page, 'inspector');
      const measured = await selectTabsThenMeasure(page, INSPECTOR_TABS);
      INSPECTOR_TABS.forEach((tab, i) =>
        expectWidth(measured[i]!, width, `${label} · ${display.name} · ${width} px · ${tab}`),
      );
    }
  }
}

/**
 * Travels to each cut the lesson made (the trace's budget-truncate rows) and checks the Budget tab with its
 * previews open at every width. Returns how many cuts there were.
 */
export async function everyCutPreviewFits(page: Page, label: string): Promise<number> {
  await openTab(page, 'trace');
  await page.locator('.trace-filter select').first().selectOption('budget-truncate');
  const cuts = await page.locator('.trace-row').count();
  for (let i = 0; i < cuts; i++) {
    await openTab(page, 'trace');
    await page.locator('.trace-row').nth(i).click();
    await openTab(page, 'budget');
    await expandAll(page);
    for (const display of DISPLAYS) {
      for (const width of display.widths) {
        await showAt(page, display, width);
        await expectFits(
          page,
          width,
          `${label} · ${display.name} · ${width} px · What the model saw, cut ${i + 1}`,
        );
      }
    }
  }
  return cuts;
}

/** The words inside `selector` that the page broke across lines ("Wel/come"), as drawn. */
export function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[A-Za-z0-9_.-]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}
