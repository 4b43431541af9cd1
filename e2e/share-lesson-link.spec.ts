// Issue 16, item 3: "this lesson at this step". A teacher in the Chinese UI shares lesson 7 after step 1;
// the link Share makes names the lesson (no document), and opened in a fresh context (an English browser)
// it shows the guide paused at the same place: the same step and trace hash, step 1's answer revealed,
// none past it, in Chinese — and in English when the link's lang= says so.
import { expect, test, type Page } from '@playwright/test';

const guide = (page: Page) => page.locator('aside[data-lesson="circuit-breaker"]');

async function shareDialog(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('share-trace-hash')).toHaveText(/^[0-9a-f]{64}$/, { timeout: 20_000 });
  return dialog;
}

test('a lesson link opens in a fresh context with the guide, the step, hidden answers and the language', async ({
  page,
  browser,
}) => {
  await page.goto('./?lesson=circuit-breaker');
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: '中文' }).click();
  // Step over (the runtime's `o`) until step 1 has ended: its checkpoint is answered.
  const opens = guide(page).locator('[data-checkpoint="opens"]');
  await expect(async () => {
    await page.locator('body').press('o');
    await expect(opens).toHaveAttribute('data-state', 'revealed', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  const step = (await guide(page).getByTestId('lesson-step').textContent()) ?? '';
  const counter = (await page.getByTestId('step-counter').textContent()) ?? '';
  const dialog = await shareDialog(page, '分享');
  const link = await dialog.getByTestId('share-lesson-link').inputValue();
  const hash = (await dialog.getByTestId('share-trace-hash').textContent()) ?? '';
  expect(link).toMatch(/\?lesson=circuit-breaker&step=\d+&at=\d+&pin=[0-9a-f]{8}&lang=zh$/);
  expect(link).not.toContain('#s=');
  expect(link.length).toBeLessThan(200);

  for (const [url, lang] of [
    [link, 'zh-CN'],
    [link.replace('lang=zh', 'lang=en'), 'en'],
  ] as const) {
    const fresh = await browser.newContext({ locale: 'en-US' });
    const other = await fresh.newPage();
    await other.goto(url);
    await expect(other.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
      timeout: 20_000,
    });
    await expect(other.locator('html')).toHaveAttribute('lang', lang);
    await expect(guide(other)).toBeVisible();
    await expect(guide(other).getByTestId('lesson-step')).toHaveText(
      lang === 'en' ? step.replace(/^\D+/, 'Step ') : step,
    );
    await expect(other.getByTestId('step-counter')).toHaveText(lang === 'en' ? /./ : counter);
    await expect(guide(other).locator('[data-checkpoint="opens"]')).toHaveAttribute('data-state', 'revealed');
    // Nothing past the shared step is answered: step 3's checkpoint is not revealed.
    await expect(guide(other).locator('[data-checkpoint][data-state="revealed"]')).toHaveCount(1);
    await expect(guide(other).locator('[data-checkpoint="probe"][data-state="revealed"]')).toHaveCount(0);
    const reopened = await shareDialog(other, lang === 'en' ? 'Share' : '分享');
    await expect(reopened.getByTestId('share-trace-hash')).toHaveText(hash);
    await fresh.close();
  }
});
