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
