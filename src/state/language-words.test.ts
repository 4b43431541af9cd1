// The store says a language only once its words are in (issue 37: Chinese is a chunk loaded on first use). A
// switch that landed after its click let a check read English labels on a page that already said lang="zh-CN";
// here the words are a promise the test resolves by hand, so each order is checked, not raced.
import { describe, expect, it } from 'vitest';
import type { Language, LanguageWords } from './preferences-slice';
import { createAppStore } from './store';

/** Chinese words that arrive when the test says so; `used` lists what the page's words were switched to. */
function wordsByHand() {
  let loaded = false;
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const used: Language[] = [];
  const words: LanguageWords = {
    ready: (language) => language === 'en' || loaded,
    load: () =>
      new Promise<void>((resolve, reject) => {
        arrive = () => {
          loaded = true;
          resolve();
        };
        fail = reject;
      }),
    use: (language) => void used.push(language),
  };
  return { words, used, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

describe('a language the store says has its words in', () => {
  it('switches only once the words have arrived, and the words switch first', async () => {
    const hand = wordsByHand();
    const store = createAppStore('en', hand.words);
    const switched = store.getState().setLanguage('zh');
    await Promise.resolve();
    // Remembered at once (a page opened now opens in Chinese), said once the words are in.
    expect(store.getState()).toMatchObject({ language: 'en', rememberedLanguage: 'zh' });
    expect(hand.used).toEqual([]);
    hand.arrive();
    await switched;
    expect(store.getState()).toMatchObject({ language: 'zh', rememberedLanguage: 'zh' });
    expect(hand.used).toEqual(['zh']);
  });

  it('a link’s language for the visit waits the same way, and keeps the remembered one', async () => {
    const hand = wordsByHand();
    const store = createAppStore('en', hand.words);
    const switched = store.getState().setLanguageForVisit('zh');
    await Promise.resolve();
    expect(store.getState().language).toBe('en');
    hand.arrive();
    await switched;
    expect(store.getState()).toMatchObject({ language: 'zh', rememberedLanguage: 'en' });
  });

  it('a switch overtaken before its words arrived never lands', async () => {
    const hand = wordsByHand();
    const store = createAppStore('en', hand.words);
    const toChinese = store.getState().setLanguage('zh');
    await store.getState().setLanguage('en');
    hand.arrive();
    await toChinese;
    expect(store.getState()).toMatchObject({ language: 'en', rememberedLanguage: 'en' });
    expect(hand.used).toEqual(['en']);
  });

  it('words already in switch at once, in the same task as the click', () => {
    const hand = wordsByHand();
    const store = createAppStore('zh', hand.words);
    void store.getState().setLanguage('en');
    expect(store.getState().language).toBe('en');
    expect(hand.used).toEqual(['en']);
  });

  it('words that cannot load leave the page in its language, the choice remembered', async () => {
    const hand = wordsByHand();
    const store = createAppStore('en', hand.words);
    const switched = store.getState().setLanguage('zh');
    hand.fail(new Error('offline'));
    await switched;
    expect(store.getState()).toMatchObject({ language: 'en', rememberedLanguage: 'zh' });
    expect(hand.used).toEqual([]);
  });
});
