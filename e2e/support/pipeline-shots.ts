// Screenshots of the pipeline view at a lesson's key moment, in light and dark, English and Chinese: kept in
// test-results/pipeline/ and attached to the Playwright report (issue 15: look at them before calling it done).
import { mkdirSync } from 'node:fs';
import { test, type Page } from '@playwright/test';

const SHOTS = 'test-results/pipeline';

/** Where a screenshot of this name is kept (the folder made if need be). */
export function shotPath(file: string): string {
  mkdirSync(SHOTS, { recursive: true });
  return `${SHOTS}/${file}`;
}

export async function shoot(page: Page, name: string) {
  const region = page.locator('[data-region="pipeline"]');
  for (const theme of ['light', 'dark'] as const) {
    for (const language of ['en', 'zh'] as const) {
      await page.evaluate(
        ([t, l]) => {
          document.documentElement.dataset['theme'] = t!;
          document.documentElement.lang = l!;
        },
        [theme, language],
      );
      await page.getByRole('button', { name: language === 'en' ? 'English' : '中文' }).click();
      const body = await region.screenshot({ path: shotPath(`${name}-${theme}-${language}.png`) });
      await test.info().attach(`${name}-${theme}-${language}`, { body, contentType: 'image/png' });
    }
  }
  await page.getByRole('button', { name: 'English' }).click();
}
