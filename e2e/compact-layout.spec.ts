// Issue 33, items 3 and 5: the page at the sizes a class and a reader meet. At 853 × 480 CSS px (1280 × 720
// at 150 % zoom) and at 1440 × 900 with 200 % text, in English and Chinese, the layout is compact: one region
// on the stage, chosen with the switcher, the lesson guide beside it with its "Run the next step" in view;
// every region in turn fits (no page scrollbar, nothing cut: support/layout-bounds.ts), the Stop button and
// "Start the terminal" are in view, and the message box leaves the playhead free. And the 800 × 500 embed
// reaches every inspector tab: a cue says more tabs lie past the edge, a click or the keyboard brings them.
// With E2E_SCREENSHOTS=1, screenshots of each size and language go to docs/screenshots/issue-33/ (asked for,
// not on every run: a run of the suite left the committed pictures changed in the work tree).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { zh } from '../src/ui/i18n/zh';
import { INSPECTOR_TABS } from '../src/state/layout-slice';
import { COMPACT_REGIONS } from '../src/ui/app/compact/compact-layout';
import { overflowOf } from './support/layout-bounds';
import { hostedPlayer, iframe } from './support/embed-frame';

const SHOTS = 'docs/screenshots/issue-33';
const SIZES = [
  { name: '853x480-zoom150', width: 853, height: 480, deviceScaleFactor: 1.5, textScale: '1' },
  { name: '1440x900-text200', width: 1440, height: 900, deviceScaleFactor: 1, textScale: '2' },
] as const;
const WORDS = { en, zh } as const;
const LESSON = 'parallel-reads';

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  return box!;
}

/** No page scrollbar, nothing cut on the page (or only `within` an element, as presenter.spec.ts judges). */
async function expectNothingCut(page: Page, what: string, within?: string) {
  const { scroll, clipped } = await overflowOf(page, within);
  expect(scroll.width, `${what}: horizontal scrollbar`).toBeLessThanOrEqual(scroll.vw);
  expect(scroll.height, `${what}: vertical scrollbar`).toBeLessThanOrEqual(scroll.vh);
  expect(clipped, `${what}: elements cut`).toEqual([]);
}

for (const size of SIZES) {
  for (const language of ['en', 'zh'] as const) {
    test(`${size.name}, ${language}: one region at a time beside the guide, each fitting, nothing cut`, async ({
      browser,
    }) => {
      const words = WORDS[language];
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: size.deviceScaleFactor,
      });
      const page = await context.newPage();
      await page.goto(`./?lesson=${LESSON}&lang=${language}`);
      await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
        timeout: 30_000,
      });
      await page.locator('select[aria-keyshortcuts="+ -"]').selectOption(size.textScale);
      await expect(page.locator('html')).toHaveAttribute('data-compact', '');
      const guide = page.locator(`aside[data-lesson="${LESSON}"]`);
      const next = guide.getByRole('button', { name: words.lessonsUi.nextStep, exact: true });
      // One step run, so every region has something to show.
      await next.click();
      await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
      await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');

      const switcher = page.getByRole('group', { name: words.layout.regions });
      for (const region of COMPACT_REGIONS) {
        await switcher.locator(`[data-switch-to="${region}"]`).click();
        const shown = page.locator(`[data-region="${region}"].is-on-stage`);
        await expect(shown).toBeVisible();
        await expect(page.locator('.is-on-stage')).toHaveCount(1);
        // The guide beside the stage, its way on in view, nothing of either under the other.
        await expect(next).toBeInViewport({ ratio: 1 });
        const dock = await boxOf(page.locator('[data-region="guide"][data-compact]'));
        const stage = await boxOf(shown);
        expect(
          Math.abs(stage.x + stage.width - dock.x),
          `${region} ends where the guide starts`,
        ).toBeLessThan(1);
        expect(dock.width, 'a readable guide').toBeGreaterThan(size.width * 0.25);
        if (region === 'conversation') {
          const toolbar = page.getByRole('toolbar', { name: words.runtime.label });
          await expect(toolbar.getByRole('button', { name: words.runtime.stop })).toBeInViewport({
            ratio: 1,
          });
          const playhead = await boxOf(page.getByRole('toolbar', { name: words.controls.label }));
          const composer = await boxOf(page.locator('.composer'));
          expect(composer.y, 'the message box starts below the playhead').toBeGreaterThanOrEqual(
            playhead.y + playhead.height - 1,
          );
        }
        if (region === 'terminal') {
          await expect(page.getByRole('button', { name: words.lazy.terminalStart })).toBeInViewport({
            ratio: 1,
          });
        }
        if (region === 'inspector') {
          for (const tab of INSPECTOR_TABS) {
            await page.locator(`#tab-${tab}`).click();
            await expect(page.locator(`#tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
            // The trace's rows are one line each, a long summary ending in an ellipsis (its row opens the
            // whole event) at every width: that tab is judged by its strip and the page's scroll.
            await expectNothingCut(
              page,
              `${size.name} ${language} inspector ${tab}`,
              tab === 'trace' ? '[data-region="inspector"] .tab-strip' : undefined,
            );
          }
        }
        // The diagram's own boxes give way with an ellipsis (pipeline-bounds.spec.ts judges them): here the
        // guide beside it is judged whole, and the region lies inside the window.
        if (region === 'pipeline') {
          await expectNothingCut(page, `${size.name} ${language} guide`, '[data-region="guide"]');
          expect(stage.x + stage.width).toBeLessThanOrEqual(size.width);
          expect(stage.y + stage.height).toBeLessThanOrEqual(size.height);
        } else await expectNothingCut(page, `${size.name} ${language} ${region}`);
        if (process.env.E2E_SCREENSHOTS === '1' && (region === 'pipeline' || region === 'conversation'))
          await page.screenshot({ path: `${SHOTS}/${size.name}-${language}-${region}.png` });
      }
      await context.close();
    });
  }
}

test('the 800 × 500 embed: a cue past the last tab in view, and a click or the keyboard reaches every tab', async ({
  page,
  baseURL,
}) => {
  const frame = await hostedPlayer(page, iframe(`${baseURL}?embed=1&lesson=${LESSON}&step=1&tab=schema`));
  const strip = frame.getByRole('tablist');
  const later = frame.getByRole('button', { name: en.tabStrip.later });
  await expect(later).toBeVisible();
  const last = frame.locator(`#tab-${INSPECTOR_TABS.at(-1)}`);
  await expect(last).not.toBeInViewport({ ratio: 1 });
  // The cue brings the tabs past the edge into the strip's view.
  await expect(async () => {
    if (await later.isVisible()) await later.click({ timeout: 1_000 });
    await expect(last).toBeInViewport({ ratio: 0.99, timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(frame.getByRole('button', { name: en.tabStrip.earlier })).toBeVisible();
  // The keyboard: Home and End in the tablist select the first and last tab and bring each into view.
  await frame.locator('#tab-schema').focus();
  await strip.press('End');
  await expect(last).toHaveAttribute('aria-selected', 'true');
  // (0.99: the strip's sub-pixel layout leaves a fraction of a pixel at its end.)
  await expect(last).toBeInViewport({ ratio: 0.99 });
  await strip.press('Home');
  await expect(frame.locator('#tab-schema')).toBeInViewport({ ratio: 0.99 });
  // A link's tab past the edge opens scrolled into view.
  const linked = await hostedPlayer(
    await page.context().newPage(),
    iframe(`${baseURL}?embed=1&lesson=${LESSON}&step=1&tab=script`),
  );
  await expect(linked.locator('#tab-script')).toHaveAttribute('aria-selected', 'true');
  await expect(linked.locator('#tab-script')).toBeInViewport({ ratio: 0.99 });
});
