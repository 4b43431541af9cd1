// The lesson guide docked in the layout (issue 15, item 6) and the first screen (item 7): the guide is a
// region beside what it points at, never over it; it folds to one line and stays folded across a reload;
// the first screen says how to read the page, offers one next action, and the diagram waits for it.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPlayground } from './support/playground';
import { runToEnd } from './support/session-file';
import { showRegion } from './support/compact';

const SHOTS = 'test-results/stage';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
const box = async (locator: Locator) => (await locator.boundingBox())!;

const guide = (page: Page) => page.locator('aside.lesson-guide');
const region = (page: Page, id: string) => page.locator(`[data-region="${id}"]`);

/** The guide covers neither the diagram nor the inspector: it shares no pixel with either region. */
async function expectDockedBeside(page: Page) {
  const docked = await box(guide(page));
  // Compact (below 1,100 px): the guide is a column to the right of the one region on the stage.
  if ((await page.locator('html[data-compact]').count()) > 0) {
    const stage = await box(page.locator('.region.is-on-stage'));
    expect(overlap(docked, stage), 'the guide beside the stage').toBe(false);
    expect(docked.x).toBeGreaterThanOrEqual(stage.x + stage.width - 1);
    return;
  }
  for (const id of ['pipeline', 'inspector'])
    expect(overlap(docked, await box(region(page, id))), id).toBe(false);
  // It sits in the conversation column, above the conversation.
  const conversation = await box(region(page, 'conversation'));
  expect(docked.y + docked.height).toBeLessThanOrEqual(conversation.y + 1);
  expect(Math.abs(docked.x - conversation.x)).toBeLessThan(8);
}

/** Every tool name on a token is drawn whole: its box ends inside its token's. */
async function expectToolNamesWhole(page: Page) {
  const cut = await page.locator('.pipeline-token').evaluateAll((tokens) =>
    tokens.flatMap((token) => {
      const name = token.querySelector('.token-tool');
      if (!name) return [];
      const outer = token.getBoundingClientRect();
      const inner = name.getBoundingClientRect();
      return inner.right > outer.right - 2 || inner.left < outer.left ? [name.textContent] : [];
    }),
  );
  expect(cut).toEqual([]);
}

test('the first screen: a short tour, one next action, the diagram waiting, visible resize handles', async ({
  page,
}) => {
  await openPlayground(page);
  const tour = page.getByTestId('first-tour');
  await expect(tour).toBeVisible();
  await expect(page.getByTestId('pipeline-view')).toHaveAttribute('data-waiting', 'true');
  // The whole loop is drawn, every stage idle, before anything runs.
  await expect(page.locator('.pipeline-stage[data-state="idle"]')).toHaveCount(14);
  // The handles are drawn at rest: each has a grip of its own size, in a colour unlike the handle's.
  const grips = page.locator('.resize-handle .resize-grip');
  await expect(grips).toHaveCount(4);
  for (const grip of await grips.all()) {
    const size = await box(grip);
    expect(Math.max(size.width, size.height)).toBeGreaterThanOrEqual(20);
  }
  await page.screenshot({ path: `${SHOTS}/first-screen-1600.png` });

  await tour.getByRole('button', { name: 'Start the first lesson' }).click();
  await expect(guide(page)).toHaveAttribute('data-lesson', 'registration');
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  await expect(page.getByTestId('lesson-step')).toHaveText('Step 0');
  await expect(tour).toHaveCount(0);
  await expectDockedBeside(page);
  // The guide's next step is the one obvious action, and it moves the diagram.
  await guide(page).getByRole('button', { name: 'Run the next step' }).click();
  await expect(page.getByTestId('pipeline-view')).not.toHaveAttribute('data-waiting', 'true');
  await expect(page.getByTestId('pipeline-view')).toHaveAttribute('data-step', /[1-9]/);
});

test('the guide folds to one line, stays folded across a reload, and unfolds', async ({ page }) => {
  await openPlayground(page, { path: './?lesson=parallel-reads' });
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  const fold = guide(page).getByRole('button', { name: 'Collapse' });
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  const open = await box(guide(page));
  await fold.click();
  const line = guide(page).locator('.lesson-guide-header');
  await expect(guide(page)).toHaveAttribute('data-collapsed', 'true');
  await expect(guide(page).locator('.lesson-guide-body')).toBeHidden();
  // One line: the header alone, no taller than a button row, and the next step still at hand.
  await expect.poll(async () => (await box(guide(page))).height).toBeLessThan(open.height);
  const header = await box(line);
  const button = await box(guide(page).getByRole('button', { name: 'Expand' }));
  expect(header.height).toBeLessThan(button.height * 1.6);
  await expect(guide(page).getByRole('button', { name: 'Run the next step' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  await expect(guide(page)).toHaveAttribute('data-collapsed', 'true');
  await guide(page).getByRole('button', { name: 'Expand' }).click();
  await expect(guide(page)).not.toHaveAttribute('data-collapsed', 'true');
  await expect(guide(page).locator('.lesson-guide-body')).toBeVisible();
});

const WINDOWS = [
  { name: '1280x720', width: 1280, height: 720, scale: 1, language: 'English' },
  { name: '1024x768', width: 1024, height: 768, scale: 1, language: 'English' },
  { name: '1280x720-zoom150', width: 853, height: 480, scale: 1.5, language: 'English' },
  { name: '1280x720-zh', width: 1280, height: 720, scale: 1, language: '中文' },
] as const;

for (const window of WINDOWS) {
  test(`at ${window.name} the guide is docked beside the diagram, which shows every tool name whole`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: window.width, height: window.height },
      deviceScaleFactor: window.scale,
    });
    const page = await context.newPage();
    await page.goto('./?lesson=budgets');
    await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
    await showRegion(page, 'conversation');
    await runToEnd(page);
    // The step whose five results the budget cut: the widest turn of the lessons (ExportTable among them).
    await showRegion(page, 'inspector');
    await page.getByRole('tab', { name: 'Trace' }).click();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('budget-apply');
    await page.locator('.trace-row').nth(1).click();
    await expect(page.locator('.pipeline-token')).toHaveCount(5);
    await showRegion(page, 'pipeline');
    if (window.language !== 'English') {
      await page.getByRole('button', { name: window.language }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    }
    await expectDockedBeside(page);
    await expectToolNamesWhole(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(window.width);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/stage-${window.name}.png` });
    await context.close();
  });
}
