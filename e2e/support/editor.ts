// Editing a workspace file as a person does: open it, replace its text in Monaco, press "Save edit", and wait
// for the editor to say the edit was recorded.
import { expect, type Page } from '@playwright/test';

export async function saveInEditor(page: Page, path: string, text: string) {
  await page.locator(`.file-item[data-path="${path}"]`).click();
  const editor = page.locator('.monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
  await page.getByRole('button', { name: 'Save edit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'the next step sees this edit' })).toBeVisible();
}
