// A response refused at a limit is worded in the page's language from the limit's name and figure (the
// provider's English sentence stays the original), with the hint that says where to raise it.
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { wordsIn } from '../i18n/testing/words-in';
import { providerErrorReason, providerHintKeys } from './provider-error';
import { reasonString } from './reason';

const english = wordsIn('en', en);
const chinese = wordsIn('zh', zh);
const refused = (name: string, max: number) => ({
  kind: 'response-too-large',
  message: `The model's response was refused while it streamed (responseLimits.${name}).`,
  limit: { name, max },
});

describe('a response refused at a limit, as the page says it', () => {
  it.each([
    ['maxResponseBytes', 32_000_000, '32,000,000 bytes for one response', '单次回答 32,000,000 字节'],
    ['maxToolCalls', 1_000, '1,000 tool calls', '1,000 个'],
    ['maxArgumentBytes', 1_000_000, '1,000,000 bytes', '参数超过了 1,000,000 字节'],
  ])('%s names the limit and its figure in both languages', (name, max, inEnglish, inChinese) => {
    const reason = providerErrorReason(refused(name, max));
    expect(reason.key).toBe(`provider.responseLimit.${name}`);
    expect(english.t(`reasons.${reason.key}`, { ...reason.values })).toContain(inEnglish);
    const zhText = reasonString(reason, chinese.t, 'zh');
    expect(zhText).toContain(inChinese);
    expect(zhText).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('hints where to raise the limit, in both languages', () => {
    expect(providerHintKeys(refused('maxToolCalls', 5))).toEqual(['responseLimit']);
    expect(english.t('reasons.provider.hint.responseLimit')).toContain('Settings tab');
    expect(chinese.t('reasons.provider.hint.responseLimit')).toContain('设置');
  });
});
