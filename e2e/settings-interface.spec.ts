// The Settings tab's first section in real Chromium: it names who plays the model and unfolds the provider
// panel to change it, and switches the interface language and colour scheme like the header does.
import { expect, test } from '@playwright/test';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { openSessionFile, sessionFile } from './support/session-file';

test('Settings names the provider, unfolds its panel, and switches language and colour scheme', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('./');
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
  await openSessionFile(page, sessionFile('Interface', scriptedSpec([{ content: 'Hello.' }])));
  await page.getByRole('tab', { name: 'Settings' }).click();
  const panel = page.getByRole('tabpanel');

  await expect(panel.getByTestId('settings-provider')).toHaveText('Scripted · scripted');
  const provider = page.locator('.provider-panel details');
  await expect(provider).not.toHaveAttribute('open');
  await panel.getByRole('button', { name: 'Change…' }).click();
  await expect(provider).toHaveAttribute('open');
  await expect(page.locator('.provider-panel summary')).toBeFocused();

  await panel.getByRole('combobox', { name: 'Colour scheme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('combobox', { name: 'Theme', exact: true })).toHaveValue('dark');
  await page.screenshot({ path: 'reports/screenshots/settings-interface.png', fullPage: true });

  await panel.getByRole('combobox', { name: 'Interface language' }).selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(panel.getByRole('group', { name: '模型提供方与界面' })).toBeVisible();
  await expect(page.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
});
