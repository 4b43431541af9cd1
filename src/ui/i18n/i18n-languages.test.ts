// Chinese is a chunk of its own, loaded on first use (issue 37: the first screen carries one dictionary). What
// a person does twice: switch to Chinese and back before the words arrive, and switch again once they are in.
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { initI18n, loadLanguage, switchLanguage } from './i18n';
import { zh } from './zh';

afterAll(() => void i18next.changeLanguage('en'));

describe('languages loaded on first use', () => {
  it('starts with English alone, and a switch lands only once the words are in', async () => {
    const i18n = initI18n('en');
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
    // Overtaken before Chinese arrived: the later switch (back to English) wins.
    const cancelChinese = switchLanguage('zh');
    cancelChinese();
    switchLanguage('en');
    await loadLanguage('zh');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.language).toBe('en');
    // Switched again, now with the words loaded: Chinese, from the chunk.
    switchLanguage('zh');
    await loadLanguage('zh');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.language).toBe('zh');
    expect(i18n.t('wire.headers')).toBe(zh.wire.headers);
  });
});
