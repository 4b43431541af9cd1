import { expect, test } from '@playwright/test';

test('the regions resize from the keyboard and keep their sizes across a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('./');
  const inspector = page.getByRole('region', { name: 'Inspector' });
  const widthBefore = (await inspector.boundingBox())!.width;
  const separator = page.getByRole('separator', { name: 'Resize the conversation and the inspector' });
  await separator.focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await inspector.boundingBox())!.width).toBeGreaterThan(widthBefore + 40);
  const widthAfter = (await inspector.boundingBox())!.width;

  await page.reload();
  await expect
    .poll(async () => Math.round((await inspector.boundingBox())!.width))
    .toBe(Math.round(widthAfter));
});

// Issue 33, item 5: at 1440 × 900 and 100 % text the code has room. Monaco's visible columns are its text
// area's width (less its vertical scrollbar, as its own layout counts them) over the width of one character
// of the code it drew; and no name in the file tree is cut to an ellipsis (lesson 10's "total.sh" was).
test('at 1440 × 900 the editor shows 60 columns and the tree’s names whole', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('./?lesson=whole-task');
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
    timeout: 30_000,
  });
  await expect(page.locator('html')).not.toHaveAttribute('data-compact');
  await page.getByRole('button', { name: 'Open in the editor' }).click();
  const code = page.locator('.monaco-editor .view-line').filter({ hasText: 'tail' });
  await expect(code).toBeVisible({ timeout: 30_000 });
  const columns = await page.evaluate(() => {
    const editor = document.querySelector('.monaco-editor')!;
    const text = editor.querySelector<HTMLElement>('.editor-scrollable')!.clientWidth;
    const scrollbar = editor.querySelector<HTMLElement>('.scrollbar.vertical')?.offsetWidth ?? 0;
    const line = [...editor.querySelectorAll('.view-line')].find((l) => (l.textContent ?? '').length > 20)!;
    const charWidth = line.firstElementChild!.getBoundingClientRect().width / line.textContent.length;
    return (text - scrollbar) / charWidth;
  });
  expect(columns, 'Monaco’s visible columns').toBeGreaterThanOrEqual(60);
  const names = page.getByRole('navigation', { name: 'Workspace files' }).locator('.file-name');
  await expect(names).toHaveCount(6);
  const cut = await names.evaluateAll((spans) =>
    spans.filter((s) => s.scrollWidth > s.clientWidth + 0.5).map((s) => s.textContent),
  );
  expect(cut, 'names cut to an ellipsis').toEqual([]);
});
