// The compact layout (below 1,100 CSS px or from 150 % text, src/ui/app/compact/): one region on the stage at
// a time. A spec that reaches into a region first brings it on the stage, as a person does with the switcher;
// in the four-pane layout there is no switcher and every region is already in view.
import { expect, type Page } from '@playwright/test';

export async function showRegion(page: Page, region: string) {
  const switcher = page.locator(`.region-switcher [data-switch-to="${region}"]`);
  if ((await switcher.count()) === 0) return;
  await switcher.click();
  await expect(page.locator(`[data-region="${region}"].is-on-stage`)).toBeVisible();
}

/**
 * Below 1,100 CSS px the page is compact: one region on the stage inside the window, and the guide (when one
 * is docked) beside it, not over it.
 */
export async function expectCompactStage(page: Page, width: number) {
  await expect(page.locator('html')).toHaveAttribute('data-compact', '');
  await expect(page.locator('.region.is-on-stage')).toBeVisible();
  const stage = await page.locator('.region.is-on-stage').boundingBox();
  expect(stage, 'a region on the stage').not.toBeNull();
  expect(stage!.x + stage!.width, 'the stage inside the window').toBeLessThanOrEqual(width + 1);
  const guide = page.locator('.guide-dock[data-compact]');
  if ((await guide.count()) === 0) return;
  const dock = await guide.boundingBox();
  expect(dock!.x, 'the guide beside the stage').toBeGreaterThanOrEqual(stage!.x + stage!.width - 1);
}
