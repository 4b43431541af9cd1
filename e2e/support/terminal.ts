// The terminal starts on first use (issue 14: xterm and the shell worker are not fetched for an unused
// terminal): tests that use it press its start button, then wait for xterm's welcome line.
import { expect, type Page } from '@playwright/test';
import { showRegion } from './compact';

export async function startTerminal(page: Page): Promise<void> {
  await showRegion(page, 'terminal'); // compact below 1,100 px: the terminal on the stage first
  const start = page.getByTestId('terminal-start');
  const screen = page.getByTestId('terminal-screen').locator('.xterm-rows');
  // The panels are drawn after the page's first frame: wait for the terminal's region to show one or the
  // other before deciding (an instant check once found neither, pressed nothing, and waited 20 s).
  await expect(start.or(screen).first()).toBeVisible({ timeout: 20_000 });
  if (await start.isVisible()) await start.click();
  await expect(screen).toContainText('Emulated Bash', {
    timeout: 20_000,
  });
}
