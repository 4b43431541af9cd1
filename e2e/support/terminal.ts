// The terminal starts on first use (issue 14: xterm and the shell worker are not fetched for an unused
// terminal): tests that use it press its start button, then wait for xterm's welcome line.
import { expect, type Page } from '@playwright/test';
import { showRegion } from './compact';

export async function startTerminal(page: Page): Promise<void> {
  await showRegion(page, 'terminal'); // compact below 1,100 px: the terminal on the stage first
  const start = page.getByTestId('terminal-start');
  if (await start.isVisible()) await start.click();
  await expect(page.getByTestId('terminal-screen').locator('.xterm-rows')).toContainText('Emulated Bash', {
    timeout: 20_000,
  });
}
