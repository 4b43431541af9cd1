import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { zh } from '../src/ui/i18n/zh';
import { openRealSession } from './support/open-session';
import { chooseChinese } from './support/playground';

const INSPECTOR = '[data-region="inspector"]';
const TABS = [
  'Schema',
  'Request / Response',
  'Batches',
  'Gates',
  'Breakers',
  'Budget',
  'History',
  'Trace',
  'Settings',
];

/** Every English string that has a different Chinese translation and no placeholders. */
function englishOnlyStrings(): Set<string> {
  const found = new Set<string>();
  const walk = (a: unknown, b: unknown) => {
    if (typeof a === 'string') {
      if (typeof b === 'string' && a !== b && !a.includes('{{')) found.add(a);
      return;
    }
    for (const [key, value] of Object.entries(a as Record<string, unknown>)) {
      walk(value, (b as Record<string, unknown>)[key]);
    }
  };
  walk(en, zh);
  return found;
}

/** The text of every visible label-like element: buttons, tabs, headings, table headers, field labels. */
async function visibleLabels(page: Page): Promise<string[]> {
  return page
    .locator(
      'button, [role="tab"], h1, h2, h3, th, label > span, summary, .region-title, .empty-state, option',
    )
    .evaluateAll((elements) =>
      elements
        .filter((e) => e.tagName === 'OPTION' || (e as HTMLElement).offsetParent !== null)
        // A label marked with a language of its own (the switch's "English") is in that language on purpose.
        .filter((e) => e.closest('[lang]') === document.documentElement)
        // Tool names (an option "Edit" among the breaker's tools) are names, kept as written.
        .filter((e) => e.closest('[translate="no"], .tool-name') === null)
        .map((e) => (e.textContent ?? '').trim())
        .filter((text) => text.length > 0),
    );
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('./');
});

test('every panel passes axe with no serious or critical violations, in light and dark', async ({ page }) => {
  test.setTimeout(180_000); // eighteen analyses, two of the whole page
  await openRealSession(page);
  await expect(page.locator(INSPECTOR)).toHaveCount(1);
  for (const theme of ['light', 'dark']) {
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    for (const [i, tab] of TABS.entries()) {
      await page.getByRole('tab', { name: tab }).click();
      // The whole page once per theme; a tab changes only the inspector (nothing is drawn outside its
      // region), so each further tab's analysis reads the inspector: the rest would be the same DOM again.
      const scope = i === 0 ? new AxeBuilder({ page }) : new AxeBuilder({ page }).include(INSPECTOR);
      const results = await scope.exclude('.monaco-editor').analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${theme}/${tab}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
      expect(serious).toEqual([]);
    }
  }
});

test('the language switch changes every visible label, on every tab', async ({ page }) => {
  await openRealSession(page);
  const english = englishOnlyStrings();
  await chooseChinese(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const tabs = page.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    const leftovers = (await visibleLabels(page)).filter((label) => english.has(label));
    expect(leftovers).toEqual([]);
  }
  await page.screenshot({ path: 'reports/screenshots/playground-zh.png', fullPage: true });
});

test('with no trace, each region says what to do next', async ({ page }) => {
  await expect(page.getByRole('region', { name: 'Conversation' })).toContainText(en.empty.conversation);
  await expect(page.getByRole('region', { name: 'Inspector' })).toContainText(en.empty.inspector);
  await expect(page.getByRole('button', { name: 'Open a trace…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export trace' })).toBeDisabled();
});
