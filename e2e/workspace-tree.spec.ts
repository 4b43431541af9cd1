// The file tree in real Chromium: folders that open and close (and stay so after a reload), `.git` hidden
// until asked for (also after `git init` in the terminal), the WAI-ARIA tree keys, and a 10,000-file
// workspace that draws a screenful of rows, not ten thousand.
import { expect, test, type Page } from '@playwright/test';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { expectAccessible, openPlayground } from './support/playground';
import { openSessionFile, sessionFile } from './support/session-file';
import { startTerminal } from './support/terminal';

const tree = (page: Page) => page.getByRole('tree', { name: 'Workspace files' });
const row = (page: Page, path: string) => tree(page).locator(`[role="treeitem"][data-path="${path}"]`);

const files = {
  'README.md': '# readme\n',
  'bin/total.sh': 'echo total\n',
  'src/a.ts': 'export const a = 1;\n',
  'src/deep/b.ts': 'export const b = 2;\n',
  '.git/HEAD': 'ref: refs/heads/main\n',
  '.git/config': '[core]\n',
};

test('folders hold their files, fold and stay folded after a reload; .git shows only when asked', async ({
  page,
}) => {
  await openPlayground(page);
  await openSessionFile(page, sessionFile('tree', scriptedSpec([{ content: 'Hi.' }], { files })));
  await expect(row(page, 'bin/total.sh')).toBeVisible();
  await expect(row(page, 'bin')).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, 'bin')).toHaveAttribute('aria-level', '1');
  await expect(row(page, 'bin/total.sh')).toHaveAttribute('aria-level', '2');
  await expect(row(page, 'src/deep/b.ts')).toHaveAttribute('aria-level', '3');
  await expect(tree(page).locator('[role="treeitem"]')).toHaveText([
    /^▸?▾?bin\//,
    /total\.sh/,
    /src\//,
    /deep\//,
    /b\.ts/,
    /a\.ts/,
    /README\.md/,
  ]);
  await expect(tree(page).locator('[data-path^=".git"]')).toHaveCount(0);

  await row(page, 'src').click();
  await expect(row(page, 'src')).toHaveAttribute('aria-expanded', 'false');
  await expect(row(page, 'src/a.ts')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show .git' }).check();
  await expect(row(page, '.git')).toHaveAttribute('aria-expanded', 'false');
  await expect(row(page, '.git/HEAD')).toHaveCount(0);
  await expectAccessible(page, ['.file-tree']);
  await page.locator('.workspace-region').screenshot({ path: 'reports/screenshots/workspace-tree.png' });

  await page.reload();
  await expect(row(page, 'bin/total.sh')).toBeVisible();
  await expect(row(page, 'src')).toHaveAttribute('aria-expanded', 'false');
  await expect(row(page, '.git')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Show .git' }).uncheck();
  await expect(row(page, '.git')).toHaveCount(0);
});

test('the tree answers the keys of a WAI-ARIA tree', async ({ page }) => {
  await openPlayground(page);
  await openSessionFile(page, sessionFile('keys', scriptedSpec([{ content: 'Hi.' }], { files })));
  await row(page, 'bin').focus();
  await expect(tree(page).locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('ArrowLeft'); // closes bin
  await expect(row(page, 'bin')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight'); // opens it
  await page.keyboard.press('ArrowRight'); // into it
  await expect(row(page, 'bin/total.sh')).toBeFocused();
  await page.keyboard.press('ArrowLeft'); // back to the folder
  await expect(row(page, 'bin')).toBeFocused();
  await page.keyboard.press('End');
  await expect(row(page, 'README.md')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row(page, 'README.md')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.file-path')).toHaveText('README.md');
  await page.keyboard.press('Home');
  await expect(row(page, 'bin')).toBeFocused();
  // The page's one-key shortcuts do not fire while the tree has the keys.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect(page.locator('.file-path')).toHaveText('bin/total.sh');
});

test('git init in the terminal fills .git, which the tree keeps hidden', async ({ page }) => {
  await openPlayground(page);
  await openSessionFile(
    page,
    sessionFile('git', scriptedSpec([{ content: 'Hi.' }], { files: { 'a.txt': 'a\n' } })),
  );
  await startTerminal(page);
  await page.getByTestId('terminal-screen').click();
  await page.keyboard.type('git init && echo x > b.txt');
  await page.keyboard.press('Enter');
  const runIt = page
    .getByRole('toolbar', { name: 'Terminal controls' })
    .getByRole('button', { name: 'Run it' });
  await expect(runIt.or(row(page, 'b.txt'))).toBeVisible();
  if (await runIt.isVisible()) await runIt.click();
  await expect(row(page, 'b.txt')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Show .git' })).toBeVisible();
  await expect(tree(page).locator('[data-path^=".git"]')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show .git' }).check();
  await expect(row(page, '.git')).toBeVisible();
});

test('a 10,000-file workspace draws only the rows in view, and the last file is reachable', async ({
  page,
}) => {
  const many: Record<string, string> = {};
  for (let i = 0; i < 10_000; i++)
    many[`pkg${i % 20}/mod${Math.floor(i / 20) % 10}/file-${i}.ts`] = `export const v${i} = ${i};\n`;
  await openPlayground(page);
  await openSessionFile(page, sessionFile('big', scriptedSpec([{ content: 'Hi.' }], { files: many })));
  await expect(row(page, 'pkg0')).toBeVisible();
  const drawn = await tree(page).locator('[role="treeitem"]').count();
  expect(drawn).toBeGreaterThan(10);
  expect(drawn).toBeLessThan(120);
  await expect(row(page, 'pkg0')).toHaveAttribute('aria-setsize', '20');
  await row(page, 'pkg0').focus();
  await page.keyboard.press('End');
  // Natural order (natural-order.ts): pkg19 after pkg9, file-9999 after file-999.
  const last = row(page, 'pkg19/mod9/file-9999.ts');
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-posinset', '50');
  await page.keyboard.press('Enter');
  await expect(page.locator('.file-path')).toHaveText('pkg19/mod9/file-9999.ts');
  expect(await tree(page).locator('[role="treeitem"]').count()).toBeLessThan(120);
});
