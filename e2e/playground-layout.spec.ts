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
