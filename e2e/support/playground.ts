// Opening the playground as every spec starts it, and the accessibility check the specs share.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The app at `path` (default: the empty playground), wide enough for all regions, its runtime worker ready. */
export async function openPlayground(page: Page, options: { path?: string; height?: number } = {}) {
  await page.setViewportSize({ width: 1600, height: options.height ?? 1000 });
  await page.goto(options.path ?? './');
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
}

/**
 * axe with no serious or critical violations: over the whole page less Monaco's own DOM, or over only the
 * regions named (in full).
 */
export async function expectAccessible(page: Page, regions: readonly string[] = []) {
  let builder = new AxeBuilder({ page });
  if (regions.length === 0) builder = builder.exclude('.monaco-editor');
  for (const region of regions) builder = builder.include(region);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  expect(serious).toEqual([]);
}

/**
 * Switches the page to Chinese with the header's button and waits until it speaks it: the Chinese words are
 * a chunk of their own, and the page switches once they have arrived (decision 0861). A message made in the
 * moment between (a refused file's, say) is made in English.
 */
export async function chooseChinese(page: Page) {
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
}
