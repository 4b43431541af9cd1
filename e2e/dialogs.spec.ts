// Every dialog of the page closes on Escape and on its Close button, and gives focus back to what opened it;
// while one is open, the page's single-key shortcuts stay quiet behind it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPlayground } from './support/playground';

interface DialogCase {
  readonly name: string;
  readonly opener: (page: Page) => Locator;
  readonly close: string;
}

const DIALOGS: readonly DialogCase[] = [
  {
    name: 'Lessons',
    opener: (page) => page.getByRole('button', { name: 'Lessons', exact: true }),
    close: 'Close',
  },
  {
    name: 'Sessions',
    opener: (page) => page.getByRole('button', { name: 'Sessions', exact: true }),
    close: 'Close',
  },
  {
    name: 'Share this session',
    opener: (page) => page.getByRole('button', { name: 'Share', exact: true }),
    close: 'Close',
  },
  {
    name: 'Keyboard shortcuts',
    opener: (page) => page.getByRole('button', { name: 'Keyboard shortcuts (?)' }),
    close: 'Close',
  },
];

test.beforeEach(async ({ page }) => {
  await openPlayground(page, { path: './?lesson=parallel-reads' });
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'running');
});

for (const dialog of DIALOGS) {
  test(`${dialog.name}: Escape closes it and focus goes back to its opener`, async ({ page }) => {
    const opener = dialog.opener(page);
    await opener.click();
    const shown = page.getByRole('dialog', { name: dialog.name });
    await expect(shown).toBeVisible();
    // Focus is inside the dialog, and a page shortcut typed there does nothing behind it.
    expect(await shown.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('2');
    await expect(page.getByRole('tab', { name: 'Request / Response' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Its own Close button does the same.
    await opener.click();
    await expect(shown).toBeVisible();
    await shown.getByRole('button', { name: dialog.close, exact: true }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}

test('the help opened with "?" closes on Escape, and the keys work again after it', async ({ page }) => {
  const schemaTab = page.getByRole('tab', { name: 'Schema' });
  await schemaTab.focus();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(schemaTab).toBeFocused();
  await page.keyboard.press('3');
  await expect(page.getByRole('tab', { name: 'Batches' })).toHaveAttribute('aria-selected', 'true');
});

test('Escape closes a dialog while focus is in one of its text fields', async ({ page }) => {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share this session' });
  await share.getByTestId('share-link').focus();
  await page.keyboard.press('Escape');
  await expect(share).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeFocused();
});
