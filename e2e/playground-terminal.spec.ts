// The Terminal region in real Chromium against the built app (issue 7): commands run in the emulated Bash
// over the session's workspace through the runtime worker, pass the agent's risk decisions, and a runaway
// loop leaves the page responsive until Stop ends it.
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from './support/page-guards';
import { startTerminal } from './support/terminal';

/** What xterm drew, one string (its DOM renderer uses no-break spaces). */
async function screenText(page: Page): Promise<string> {
  const text = await page.getByTestId('terminal-screen').locator('.xterm-rows').innerText();
  return text.replace(/\u00a0/g, ' ');
}

/** The screen with its rows joined, for a sentence: a line wraps anywhere at the terminal's width. */
async function flatText(page: Page): Promise<string> {
  return (await screenText(page)).replace(/\n/g, '');
}

/** Types a command once the previous one has ended (keys typed while a command runs are dropped). */
async function typeCommand(page: Page, command: string) {
  await expect(status(page)).toHaveAttribute('data-state', 'idle');
  await page.getByTestId('terminal-screen').click();
  await page.keyboard.type(command);
  await page.keyboard.press('Enter');
}

const status = (page: Page) => page.getByTestId('terminal-status');
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Terminal controls' });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('./?lesson=parallel-reads');
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  await startTerminal(page);
});

test('a command writes a file: both verdicts shown, ASK answered inline, the file joins the tree', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  await expect(page.getByRole('textbox', { name: 'Terminal on the emulated Bash' })).toBeAttached();
  await typeCommand(page, 'echo hi > a.txt && cat a.txt');
  await expect(status(page)).toHaveAttribute('data-state', 'asking');
  await expect.poll(() => flatText(page)).toContain('AST classifier: ASK (bash.ask.write-file)');
  expect(await flatText(page)).toContain('seed regex: ASK');
  await toolbar(page).getByRole('button', { name: 'Run it' }).click();
  await expect(status(page)).toHaveAttribute('data-state', 'idle');
  await expect.poll(() => screenText(page)).toMatch(/\nhi\n/);
  expect(await flatText(page)).toContain('Changed and recorded: a.txt');
  await expect(
    page.getByRole('navigation', { name: 'Workspace files' }).locator('[data-path="a.txt"]'),
  ).toBeVisible();

  // cwd and exports carry over; a read-only command runs without asking.
  await typeCommand(page, 'export WHO=terminal; cd /tmp');
  await expect(status(page)).toHaveAttribute('data-state', 'idle');
  await typeCommand(page, 'pwd; echo $WHO');
  await expect.poll(() => screenText(page)).toMatch(/\/tmp\nterminal\n/);

  await typeCommand(page, 'rm /workspace/a.txt');
  await expect.poll(() => flatText(page)).toContain('Refused by rule bash.deny.rm');
  await expect(status(page)).toHaveAttribute('data-state', 'idle');
  await expect(
    page.getByRole('navigation', { name: 'Workspace files' }).locator('[data-path="a.txt"]'),
  ).toBeVisible();
  await page
    .getByTestId('terminal-screen')
    .screenshot({ path: 'reports/screenshots/playground-terminal.png' });
  expect(problems.consoleErrors).toEqual([]);
});

test('a runaway loop keeps the page responsive; Stop ends it and the next command works', async ({
  page,
}) => {
  await typeCommand(page, 'while true; do :; done');
  await expect(status(page)).toHaveAttribute('data-state', 'running');
  // Elsewhere on the page a control still reacts while the loop spins in the shell worker.
  await page.getByRole('tab', { name: 'Trace' }).click();
  await expect(page.getByRole('tab', { name: 'Trace' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Schema' }).click();
  await expect(page.getByRole('tab', { name: 'Schema' })).toHaveAttribute('aria-selected', 'true');
  await expect(status(page)).toHaveAttribute('data-state', 'running');
  await toolbar(page).getByRole('button', { name: 'Stop' }).click();
  await expect(status(page)).toHaveAttribute('data-state', 'idle', { timeout: 5_000 });
  await expect.poll(() => flatText(page)).toContain('Stopped. The workspace is unchanged.');

  await typeCommand(page, 'echo alive');
  await expect.poll(() => screenText(page)).toMatch(/\nalive\n/);

  // Ctrl+C stops a running command too.
  await typeCommand(page, 'while true; do :; done');
  await expect(status(page)).toHaveAttribute('data-state', 'running');
  await page.keyboard.press('Control+C');
  await expect(status(page)).toHaveAttribute('data-state', 'idle', { timeout: 5_000 });
  await page.screenshot({ path: 'reports/screenshots/playground-terminal-page.png' });
});

test('output that is not valid UTF-8 or holds control codes is drawn, and the terminal keeps working', async ({
  page,
}) => {
  await typeCommand(page, "printf 'a\\377\\376b\\033[2J\\n'; echo after");
  await expect.poll(() => screenText(page)).toMatch(/\nafter\n/);
  expect(await flatText(page)).toContain('a\u00ff\u00feb\u241b[2J');
  expect(await flatText(page)).toContain('Emulated Bash'); // the clear-screen code did not clear it
  await typeCommand(page, 'echo still');
  await expect.poll(() => screenText(page)).toMatch(/\nstill\n/);
});

test('`clear` clears the screen instead of printing its escape codes', async ({ page }) => {
  await typeCommand(page, 'echo before');
  await expect.poll(() => screenText(page)).toMatch(/\nbefore\n/);
  await typeCommand(page, 'clear');
  await expect(status(page)).toHaveAttribute('data-state', 'idle');
  await expect.poll(() => flatText(page)).not.toContain('before');
  const screen = await screenText(page);
  expect(screen).not.toContain('\u241b');
  expect(screen.trim()).toBe('/workspace $');
  await typeCommand(page, 'echo after');
  await expect.poll(() => screenText(page)).toMatch(/\nafter\n/);
});
