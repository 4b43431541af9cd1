import { expect, test } from '@playwright/test';
import { watchPage } from './support/page-guards';
import { chooseChinese } from './support/playground';

test('the built app loads offline, talks to both workers, and switches language', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const problems = watchPage(page, origin);
  await page.goto('./');

  await expect(page.getByRole('heading', { level: 1, name: 'ToolScope' })).toBeVisible();
  for (const region of ['Workspace', 'Conversation', 'Inspector', 'Terminal']) {
    await expect(page.getByRole('region', { name: region })).toBeVisible();
  }
  // Both Web Workers answered a typed round trip; the shell's starts with the terminal (issue 14).
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('[data-worker="shell"]')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('welcome-note')).toContainText('Welcome to ToolScope');
  await page.getByTestId('terminal-start').click();
  await expect(page.locator('[data-worker="shell"]')).toHaveAttribute('data-state', 'ready');

  await chooseChinese(page);
  await expect(page.getByRole('region', { name: '工作区' })).toBeVisible();
  await expect(page.getByText('看清大模型函数调用的每一个环节')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(page.getByRole('region', { name: '对话' })).toBeVisible(); // the choice is remembered

  await test
    .info()
    .attach('smoke-zh', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  await page.screenshot({ path: 'reports/screenshots/smoke-zh.png', fullPage: true });
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
  expect(problems.foreignRequests).toEqual([]);
});

test('the theme follows the system and can be forced', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('./');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const systemDark = await background();
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background()).not.toBe(systemDark);
  await page.screenshot({ path: 'reports/screenshots/smoke-light.png' });
});
