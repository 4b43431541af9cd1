// Time travel rewinds the workspace: the tree lists the files that existed at the selected event and the
// editor shows their contents as they were then, read-only; the live end is editable again.
import { expect, test, type Page } from '@playwright/test';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { watchPage } from './support/page-guards';
import { openSessionFile, runToEnd, sessionFile } from './support/session-file';
import { openPlayground } from './support/playground';

const spec = scriptedSpec(
  [
    {
      toolCalls: [
        { name: 'Read', arguments: { path: 'a.txt' } },
        { name: 'Write', arguments: { path: 'b.txt', content: 'written by the agent\n' } },
      ],
    },
    {
      toolCalls: [
        {
          name: 'Edit',
          arguments: { path: 'a.txt', edits: [{ old_string: 'first', new_string: 'second' }] },
        },
      ],
    },
    { content: 'Done.' },
  ],
  { files: { 'a.txt': 'first version\n' } },
);

const editorText = (page: Page) => page.locator('.monaco-editor .view-lines').first();
const fileItem = (page: Page, path: string) => page.locator(`.file-item[data-path="${path}"]`);

/** Selects the n-th event of a type in the Trace tab (the panels travel there). */
async function travelTo(page: Page, type: string, index: number) {
  await page.getByRole('tab', { name: 'Trace' }).click();
  await page.getByRole('combobox', { name: 'Type' }).selectOption(type);
  await page.locator('.trace-row').nth(index).click();
}

test('selecting an earlier event shows the files as they were then; Live makes them editable again', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  await openPlayground(page);
  await openSessionFile(page, sessionFile('Write then edit', spec));
  await runToEnd(page);

  await fileItem(page, 'a.txt').click();
  await expect(editorText(page)).toContainText('second version', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Save edit' })).toBeVisible();

  // Right after the Write: b.txt exists, a.txt is not edited yet, and nothing can be saved into the past.
  await travelTo(page, 'file-change', 0);
  const moment = page.getByTestId('file-moment');
  await expect(moment).toHaveAttribute('data-moment', 'past');
  await expect(editorText(page)).toContainText('first version');
  await expect(fileItem(page, 'b.txt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save edit' })).toHaveCount(0);

  // Before any change: b.txt is not in the tree, and opened it says it does not exist yet.
  await fileItem(page, 'b.txt').click();
  await expect(editorText(page)).toContainText('written by the agent');
  await travelTo(page, 'run-start', 0);
  await expect(fileItem(page, 'b.txt')).toHaveCount(0);
  await expect(page.locator('.editor-host .empty-state')).toContainText('does not exist at event #0');

  // After the Edit: the new contents, marked as changed by a tool.
  await fileItem(page, 'a.txt').click();
  await travelTo(page, 'file-change', 1);
  await expect(editorText(page)).toContainText('second version');
  await expect(fileItem(page, 'a.txt').locator('.file-change')).toBeVisible();
  await page.screenshot({ path: 'reports/screenshots/workspace-time-travel.png', fullPage: true });

  await page.getByRole('button', { name: 'Live' }).click();
  await expect(page.getByTestId('file-moment')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save edit' })).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});
