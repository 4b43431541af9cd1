// The prompt-cache line, in both languages: a figure not reported reads "not reported", never 0, and a usage
// that reports neither (an old session, an API that never says) draws no line.
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { wordsIn } from '../i18n/testing/words-in';
import { promptCacheText } from './prompt-cache';

const enT = wordsIn('en', en).t;
const zhT = wordsIn('zh', zh).t;

describe('the prompt-cache line', () => {
  it('tells both figures, and says which one was not reported', () => {
    expect(promptCacheText({ cacheReadTokens: 4, cacheCreationTokens: 2 }, enT)).toBe(
      'Prompt cache: 4 read, 2 written',
    );
    expect(promptCacheText({ cacheReadTokens: 0 }, enT)).toBe('Prompt cache: 0 read, not reported written');
    expect(promptCacheText({ cacheReadTokens: 4, cacheCreationTokens: 2 }, zhT)).toBe(
      '提示缓存：读取 4，写入 2',
    );
    expect(promptCacheText({ cacheCreationTokens: 2 }, zhT)).toBe('提示缓存：读取 未报告，写入 2');
  });

  it('is not drawn for a usage that reports no cache figure', () => {
    expect(promptCacheText({}, enT)).toBeNull();
  });
});
