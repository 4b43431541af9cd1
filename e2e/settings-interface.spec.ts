// The Settings tab's first section in real Chromium: it names who plays the model and unfolds the provider
// panel to change it, and switches the interface language and colour scheme like the header does.
import { expect, test } from '@playwright/test';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { openSessionFile, runToEnd, sessionFile } from './support/session-file';
import { openPlayground } from './support/playground';

test('Settings names the provider, unfolds its panel, and switches language and colour scheme', async ({
  page,
}) => {
  await openPlayground(page);
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

test('Settings edits belong to their session, and an earlier event shows its settings read-only', async ({
  page,
}) => {
  await openPlayground(page);
  const reads = { toolCalls: [{ name: 'Read', arguments: { path: 'a.txt' } }] };
  const spec = scriptedSpec([reads, { content: 'Done.' }], { files: { 'a.txt': 'a\n' } });
  await openSessionFile(page, sessionFile('First', spec));
  await page.getByRole('tab', { name: 'Settings' }).click();
  const panel = page.getByRole('tabpanel');
  const maxSteps = panel.getByRole('spinbutton', { name: 'Max steps', exact: true });
  await maxSteps.fill('7');
  await expect(panel.getByRole('button', { name: 'Apply at the next step' })).toBeEnabled();

  // Another session: the unsent edit stays with the first one.
  await openSessionFile(page, sessionFile('Second', spec));
  await expect(maxSteps).toHaveValue('50');
  await expect(panel.getByRole('button', { name: 'Apply at the next step' })).toBeDisabled();

  // At an earlier event the settings are shown as they were; a change there forks from that step (issue 38).
  await runToEnd(page);
  await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(panel.getByText(/^Change them to fork the session from step \d/)).toBeVisible();
  await expect(maxSteps).toHaveValue('50');
  const fork = panel.getByRole('button', { name: /^Fork from step \d+ with these settings$/ });
  await expect(fork).toBeDisabled();
  await page.getByRole('button', { name: 'Live' }).click();
  await expect(fork).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Apply at the next step' })).toBeVisible();
});

test('two tabs: each remembers only what it changed, so a theme set in one keeps the language set in the other', async ({
  page,
  context,
}) => {
  await openPlayground(page);
  const other = await context.newPage();
  await openPlayground(other);
  await other.getByRole('button', { name: '中文' }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // This tab, still in English, changes its theme: its whole preference set is written, its language stale.
  await page.getByRole('combobox', { name: 'Theme', exact: true }).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // A tab opened next remembers both choices.
  const third = await context.newPage();
  await openPlayground(third);
  await expect(third.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(third.locator('html')).toHaveAttribute('data-theme', 'dark');
});
