// "Saved" means committed (issue 35, item 2): the moment the header says an edit is saved, the IndexedDB
// transactions that hold it have completed, so a renderer crashed right then (CDP `Page.crash`, 0 ms and a
// few ms after "Saved" shows) loses nothing: the reopened session has the edit, every time.
import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { saveState } from './support/library';
import { openPlayground } from './support/playground';
import { startTerminal } from './support/terminal';

const status = (page: Page) => page.getByTestId('runtime-status');
const terminalStatus = (page: Page) => page.getByTestId('terminal-status');
const tree = (page: Page) => page.getByRole('navigation', { name: 'Workspace files' });

/** Resolves, in the page, at the first DOM change after which the header says "Saved" (or at once). */
async function whenSaved(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const saved = () =>
          document.querySelector('[data-testid="save-state"]')?.getAttribute('data-save') === 'saved';
        if (saved()) return resolve();
        const observer = new MutationObserver(() => {
          if (!saved()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        setTimeout(() => reject(new Error('never said "Saved"')), 30_000);
      }),
  );
}

/** Crashes the renderer `delayMs` after it is called (the CDP session is opened beforehand: no round trip more). */
async function crash(cdp: CDPSession, page: Page, delayMs: number): Promise<void> {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  void cdp.send('Page.crash').catch(() => undefined);
  await page.waitForEvent('crash');
  await page.close();
}

/** A fresh tab on the app: it reopens the session the library last had on screen. */
async function reopen(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await openPlayground(page);
  await expect(status(page)).toHaveAttribute('data-paused', 'true', { timeout: 30_000 });
  await expect(saveState(page)).toHaveAttribute('data-save', 'saved', { timeout: 30_000 });
  return page;
}

/**
 * Types a command that writes a file and answers its ASK with "Run it"; resolves as soon as the answer is
 * clicked, before the command has run: from then on the page must not say "Saved" until the edit is stored.
 */
async function terminalEdit(page: Page, command: string): Promise<void> {
  await startTerminal(page);
  await expect(terminalStatus(page)).toHaveAttribute('data-state', 'idle');
  await page.getByTestId('terminal-screen').click();
  await page.keyboard.type(command);
  await page.keyboard.press('Enter');
  await expect(terminalStatus(page)).toHaveAttribute('data-state', 'asking');
  await page
    .getByRole('toolbar', { name: 'Terminal controls' })
    .getByRole('button', { name: 'Run it' })
    .click();
}

/** Whether the reopened session's file tree has `path` and the editor shows `text` in it. */
async function fileShows(page: Page, path: string, text: string): Promise<boolean> {
  const item = tree(page).locator(`[data-path="${path}"]`);
  if (!(await item.isVisible({ timeout: 5_000 }).catch(() => false))) return false;
  await item.click();
  const lines = page.locator('.editor-host .view-lines');
  await expect(lines).toBeVisible({ timeout: 15_000 });
  return expect
    .poll(async () => (await lines.innerText()).replace(/\u00a0/g, ' '), { timeout: 5_000 })
    .toContain(text)
    .then(
      () => true,
      () => false,
    );
}

test('a terminal edit crashed the moment "Saved" shows is there after reopening, every time', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('./?lesson=parallel-reads');
  await expect(status(page)).toHaveAttribute('data-paused', 'true', { timeout: 20_000 });
  await expect(saveState(page)).toHaveAttribute('data-save', 'saved', { timeout: 20_000 });

  // Five crashes: at once, and a few milliseconds after "Saved" shows.
  const tries: { delayMs: number; kept: boolean }[] = [];
  let current = page;
  for (const [i, delayMs] of [0, 0, 2, 5, 10].entries()) {
    const cdp = await context.newCDPSession(current);
    await terminalEdit(current, `echo try-${i} > crash-${i}.txt`);
    await whenSaved(current);
    await crash(cdp, current, delayMs);
    current = await reopen(context);
    tries.push({ delayMs, kept: await fileShows(current, `crash-${i}.txt`, `try-${i}`) });
  }
  expect(tries.filter((t) => !t.kept)).toEqual([]);
});
