// The Tools tab as a person uses it: a built-in tool's description edited and the tool set applied.
import { expect, type Page } from '@playwright/test';

export async function applyBuiltinDescription(page: Page, tool: string, description: string) {
  await page.getByRole('tab', { name: 'Tools' }).click();
  const card = page.locator(`.builtin-description[data-tool="${tool}"]`);
  await card.getByText(`Description of ${tool}`).click();
  await card.getByRole('textbox', { name: `What the model reads about ${tool}` }).fill(description);
  await card.getByRole('button', { name: 'Use this description' }).click();
  await expect(card.locator('summary')).toContainText('edited');
  await page.getByRole('button', { name: 'Apply tool set' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'new tool set' })).toBeVisible();
}
