// Two tabs on one session lose nothing (issue 35, item 3). One tab saves an entry at a time (its Web Lock);
// the other shows it read-only: an edit made there is refused as it is made, in words, and never said to be
// saved. When the saving tab lets go, the other takes over from everything the first one committed — both
// ways round, with a terminal edit and an editor save.
import { expect, test, type Page } from '@playwright/test';
import { saveInEditor } from './support/editor';
import { fileText, openLesson, saveState, storedLibrary } from './support/library';
import { openPlayground } from './support/playground';
import { startTerminal } from './support/terminal';

const tree = (page: Page) => page.getByRole('navigation', { name: 'Workspace files' });
const terminalStatus = (page: Page) => page.getByTestId('terminal-status');
const notice = (page: Page) => page.getByTestId('lessons-notice');
const REFUSED = 'open in another tab';

async function secondTab(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  await openPlayground(other);
  await expect(other.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
    timeout: 20_000,
  });
  await expect(saveState(other)).toHaveAttribute('data-save', 'elsewhere');
  return other;
}

async function typeInTerminal(page: Page, command: string) {
  await startTerminal(page);
  await expect(terminalStatus(page)).toHaveAttribute('data-state', 'idle');
  await page.getByTestId('terminal-screen').click();
  await page.keyboard.type(command);
  await page.keyboard.press('Enter');
}

/** A terminal edit that is kept: asked about, run, recorded, saved. */
async function keptTerminalEdit(page: Page, command: string) {
  await typeInTerminal(page, command);
  await expect(terminalStatus(page)).toHaveAttribute('data-state', 'asking');
  await page
    .getByRole('toolbar', { name: 'Terminal controls' })
    .getByRole('button', { name: 'Run it' })
    .click();
  await expect(terminalStatus(page)).toHaveAttribute('data-state', 'idle');
  await expect(saveState(page)).toHaveAttribute('data-save', 'saved');
}

test('the tab that takes over starts from what the other saved; edits in the tab that does not save are refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openPlayground(page);
  await openLesson(page, 'parallel-reads');
  await expect(saveState(page)).toHaveAttribute('data-save', 'saved');

  // B opens the same session before A's edit: what B has on screen is behind what A then saves.
  const b = await secondTab(page);
  await keptTerminalEdit(page, 'echo from-a > a.txt');

  // In B a terminal edit is refused as it is made: said there, nothing run, never saved.
  await typeInTerminal(b, 'echo from-b > b.txt');
  await expect(notice(b)).toContainText(REFUSED);
  await expect(b.getByTestId('terminal-screen')).toContainText(REFUSED);
  await expect(terminalStatus(b)).toHaveAttribute('data-state', 'idle');
  await expect(saveState(b)).toHaveAttribute('data-save', 'elsewhere');
  await expect(tree(b).locator('[data-path="b.txt"]')).toHaveCount(0);

  // A lets go: B takes over from A's saved session, A's edit included, and saves it.
  await page.close();
  await expect(tree(b).locator('[data-path="a.txt"]')).toBeVisible({ timeout: 20_000 });
  await expect(saveState(b)).toHaveAttribute('data-save', 'saved');
  await expect.poll(() => fileText(b, 'a.txt')).toContain('from-a');
  expect(JSON.stringify(await storedLibrary(b))).toContain('from-a\\n');

  // The other way round: C opens it now, B (which saves it) makes an editor save, C's is refused.
  const c = await secondTab(b);
  await saveInEditor(b, 'src/config.ts', 'export const retries = 7;\n');
  await expect(saveState(b)).toHaveAttribute('data-save', 'saved');
  await c.locator('.file-item[data-path="src/config.ts"]').click();
  const editor = c.locator('.monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.click();
  await c.keyboard.press('ControlOrMeta+a');
  await c.keyboard.insertText('export const retries = 99;\n');
  await c.getByRole('button', { name: 'Save edit' }).click();
  await expect(notice(c)).toContainText(REFUSED);
  await expect(saveState(c)).toHaveAttribute('data-save', 'elsewhere');

  await b.close();
  await expect(saveState(c)).toHaveAttribute('data-save', 'saved', { timeout: 20_000 });
  await expect.poll(() => fileText(c, 'src/config.ts')).toContain('retries = 7');
  await expect(tree(c).locator('[data-path="a.txt"]')).toBeVisible();
  const stored = JSON.stringify(await storedLibrary(c));
  expect(stored).toContain('retries = 7');
  expect(stored).not.toContain('retries = 99');
});
