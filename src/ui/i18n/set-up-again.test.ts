// A second set-up of i18n starts from English alone (its resources replace every loaded dictionary), so a
// language loaded before it must be loaded again when asked for: it once counted as loaded and its words came
// out in English (found when the unit files began sharing modules, vitest.config.ts).
import { expect, it, vi } from 'vitest';

it('loads Chinese again after a second set-up dropped it', async () => {
  vi.resetModules(); // files share modules when isolation is off: this file's i18n starts unset
  const { initI18n, loadLanguage, hasLanguage } = await import('./i18n');
  const { zh } = await import('./zh');
  const i18n = initI18n('en');
  await loadLanguage('zh');
  await i18n.changeLanguage('zh');
  expect(i18n.t('lessonsUi.lessons')).toBe(zh.lessonsUi.lessons);

  initI18n('zh');
  expect(hasLanguage('zh')).toBe(false);
  await loadLanguage('zh');
  expect(hasLanguage('zh')).toBe(true);
  expect(i18n.t('lessonsUi.lessons')).toBe(zh.lessonsUi.lessons);
  initI18n('en');
});
