// A lazy part's own words (decision 0880) are in i18next before the part first draws, in the page's language:
// a Chinese reader opening a lazily loaded tab never sees it in English first. And they stay out of the store's
// language gate: a part's Chinese half, added before the Chinese dictionary came, does not make Chinese ready
// (the store would switch to a page with only that part in Chinese), nor is it lost when the dictionary comes.
import type * as I18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { partWords } from '../i18n/part-words';
import { zh } from '../i18n/zh';

// Files share modules when isolation is off (vitest --no-isolate): the i18n set-up is loaded afresh here, over
// an i18next of this file's own that nothing has set up yet, and the files after this one get the app's again.
vi.resetModules();
const actualI18next = await vi.importActual<typeof I18next>('i18next');
vi.doMock('i18next', () => ({ ...actualI18next, default: actualI18next.default.createInstance() }));
const { addPartWords, hasLanguage, initI18n, loadLanguage } = await import('../i18n/i18n');
const { lazyPart } = await import('./lazy-part');
afterAll(async () => {
  vi.doUnmock('i18next');
  vi.resetModules();
  (await import('../i18n/i18n')).initI18n('en');
});

function wordsOf(key: string) {
  return partWords({ en: { [key]: { hello: 'Hello' } }, zh: { [key]: { hello: '你好' } } });
}

function Hello({ wordsKey }: { wordsKey: string }) {
  const { t } = useTranslation();
  return <p>{t(`${wordsKey}.hello`)}</p>;
}

// In the order written, whatever --sequence.shuffle says: each test starts from what the one before left.
describe('a lazy part’s own words', { shuffle: false }, () => {
  // First: i18next is not set up yet in this file.
  it('added before i18next is set up are in once it is', () => {
    addPartWords(wordsOf('beforeSetUp'));
    const i18n = initI18n('en');
    expect(i18n.t('beforeSetUp.hello')).toBe('Hello');
    expect(i18n.t('app.tagline')).toBe(en.app.tagline);
  });

  // Before any test here loads the Chinese dictionary.
  it('do not make Chinese ready, and stay once the Chinese dictionary comes', async () => {
    const i18n = initI18n('en');
    addPartWords(wordsOf('beforeDictionary'));
    expect(hasLanguage('zh')).toBe(false);
    await loadLanguage('zh');
    expect(hasLanguage('zh')).toBe(true);
    await i18n.changeLanguage('zh');
    expect(i18n.t('beforeDictionary.hello')).toBe('你好');
    expect(i18n.t('app.tagline')).toBe(zh.app.tagline);
  });

  it('are in before its first render, in the page’s language', async () => {
    const i18n = initI18n('en');
    await loadLanguage('zh');
    await i18n.changeLanguage('zh');
    const words = wordsOf('firstDraw');
    const Part = lazyPart(
      'tools',
      () => Promise.resolve(Hello),
      () => Promise.resolve([words]),
    );
    await Part.preload();
    const html = renderToString(<Part wordsKey="firstDraw" />);
    expect(html).toContain('你好');
    expect(html).not.toContain('firstDraw.hello');
  });
});
