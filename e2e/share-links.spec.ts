// A share link made in one browser context opens in a fresh one with the same trace hash, which is also what
// the replay command computes for the link; opening it adds a library entry and never replaces one.
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startTerminal } from './support/terminal';

async function shareDetails(page: Page) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this session' });
  const url = await dialog.getByTestId('share-link').inputValue();
  const hash = await dialog.getByTestId('share-trace-hash').textContent();
  const meter = await dialog.getByTestId('share-meter').textContent();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return { url, hash: hash ?? '', meter: meter ?? '' };
}

/** What `npm run replay -- '<the URL>'` prints for a link: the real command, in a child process. */
function cliHash(url: string): string {
  const out = execFileSync('node_modules/.bin/tsx', ['src/cli/replay.ts', url], { encoding: 'utf8' });
  return /traceHash=([0-9a-f]{64})/.exec(out)?.[1] ?? '';
}

test('a link shared at a step reproduces its trace hash in a fresh context and in the CLI', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // ~45 s alone; three starts and a CLI run, over 60 s under three browsers' load
  await page.goto('./?lesson=optimistic-lock&step=2');
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished', {
    timeout: 20_000,
  });
  // Shared with the cursor on the end of step 2 (where `&step=2` put it).
  const shared = await shareDetails(page);
  expect(shared.url).toMatch(/#s=1\.[A-Za-z0-9_-]+$/);
  // The sharer's language rides along (docs/sharing.md); the fragment alone is the session.
  expect(new URL(shared.url).searchParams.get('lang')).toBe('en');
  expect(shared.meter).toContain('fits in a chat message');
  expect(shared.hash).toMatch(/^[0-9a-f]{64}$/);
  expect(cliHash(shared.url)).toBe(shared.hash);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(shared.url);
  // Opened paused at the shared point, not run to the end.
  await expect(other.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
    timeout: 20_000,
  });
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  // Once opened the address drops the session but keeps the language, so a reload is in it too (issue 33).
  await expect.poll(() => other.url()).not.toContain('#s=');
  expect(new URL(other.url()).searchParams.get('lang')).toBe('en');
  await expect.poll(async () => (await shareDetails(other)).hash, { timeout: 20_000 }).toBe(shared.hash);
  const reopened = await shareDetails(other);
  expect(new URL(reopened.url).hash).toBe(new URL(shared.url).hash);

  // Opening the same link again adds a second entry; nothing is overwritten. (Leave first: a change of
  // fragment alone would not reload the page.)
  await other.goto('about:blank');
  await other.goto(shared.url);
  await expect(other.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
    timeout: 20_000,
  });
  await other.getByRole('button', { name: 'Lessons', exact: true }).click();
  await expect(other.locator('[data-library-entry]')).toHaveCount(2);
  await fresh.close();
});

test('export downloads a session file that opens again by file picker', async ({ page }) => {
  await page.goto('./?lesson=tool-result');
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeEnabled({ timeout: 20_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('lesson-8-the-toolresult-payload.session.json');
  // Saved under its suggested name, as a browser would: the picker only takes .json files.
  const path = join(await mkdtemp(join(tmpdir(), 'export-e2e-')), download.suggestedFilename());
  await download.saveAs(path);
  await page.getByTestId('session-file-input').setInputFiles(path);
  await expect(page.getByTestId('lessons-notice')).toContainText(
    'Opened “Lesson 8 · The ToolResult payload”',
  );
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  // The lesson opened from the address is one entry (the session library keeps every session), the file
  // another: opening the file did not overwrite the lesson's.
  await expect(page.locator('[data-library-entry]')).toHaveCount(2);
  await expect(page.locator('[data-library-entry]').nth(0)).toContainText('(lesson)');
  await expect(page.locator('[data-library-entry]').nth(1)).toContainText('(file)');
  await expect(page.locator('[data-library-entry]').nth(1)).toContainText('Lesson 8');
});

test('a session file dropped on the page opens as a new library entry', async ({ page }) => {
  await page.goto('./');
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
  const text = JSON.stringify({
    format: 'toolscope.session',
    formatVersion: 1,
    title: 'Dropped session',
    settings: {},
    tools: { builtin: ['Read'], userDefined: [] },
    workspace: { format: 'toolscope.workspace', formatVersion: 1, entries: [] },
    userMessages: ['hello'],
    provider: { kind: 'scripted', model: 'scripted', script: [{ content: 'hi' }] },
    inputs: [],
  });
  await page.evaluate((content) => {
    const data = new DataTransfer();
    data.items.add(new File([content], 'dropped.session.json', { type: 'application/json' }));
    window.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, cancelable: true }));
    window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, cancelable: true }));
  }, text);
  await expect(page.getByTestId('lessons-notice')).toContainText('Opened “Dropped session”');
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  await expect(page.locator('[data-library-entry]')).toHaveText(/Dropped session/);
});

test('a link carries what happened after the session was opened (here a terminal command)', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('./?lesson=parallel-reads');
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
    timeout: 20_000,
  });
  const screen = page.getByTestId('terminal-screen');
  await startTerminal(page);
  await expect(screen.locator('.xterm-rows')).toContainText('Emulated Bash');
  await screen.click();
  await page.keyboard.type('echo shared > note.txt');
  await page.keyboard.press('Enter');
  await page
    .getByRole('toolbar', { name: 'Terminal controls' })
    .getByRole('button', { name: 'Run it' })
    .click();
  const tree = (p: Page) =>
    p.getByRole('navigation', { name: 'Workspace files' }).locator('[data-path="note.txt"]');
  await expect(tree(page)).toBeVisible();

  const shared = await shareDetails(page);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.setViewportSize({ width: 1600, height: 1000 });
  await other.goto(shared.url);
  // Shared before the first step: the link opens paused there; run it to the end.
  await expect(other.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
    timeout: 20_000,
  });
  await other
    .getByRole('toolbar', { name: 'Drive the runtime' })
    .getByRole('button', { name: 'Run', exact: true })
    .click();
  await expect(other.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished', {
    timeout: 20_000,
  });
  await expect(tree(other)).toBeVisible();
  await fresh.close();
});
