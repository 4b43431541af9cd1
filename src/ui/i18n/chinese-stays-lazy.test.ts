// The Chinese dictionary is a chunk of its own, loaded on first use (issue 37: ~33 KB gzip of the first screen
// that an English reader never read). What the first screen reaches statically from the i18n set-up must hold no
// Chinese; the chunk loaded on first use must hold it all. Bundled here with the production bundler, rolldown.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleOf } from '../../common/testing/production-bundle';
import { en } from './en';
import { zh } from './zh';

const I18N = JSON.stringify(join(import.meta.dirname, 'i18n.ts'));

describe('the Chinese dictionary on the first screen', () => {
  // Words from both ends of the dictionary: the first part's and the last part's.
  const marks = [zh.app.tagline, zh.otlpExport.openHint];

  it('is not in the chunks the i18n set-up loads at once, and is in the one loaded on first use', async () => {
    const { initial, all } = await bundleOf(
      `import { initI18n, loadLanguage } from ${I18N}; globalThis.use = [initI18n, loadLanguage];`,
    );
    expect(initial).toContain(en.app.tagline); // English, the fallback, stays with the first screen
    for (const mark of marks) {
      expect(initial.includes(mark), mark).toBe(false);
      expect(all.includes(mark), mark).toBe(true);
    }
  });
});
