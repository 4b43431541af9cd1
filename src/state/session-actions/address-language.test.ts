// The address's `lang=` after a link opened and after a switch by hand (issue 33 item 2): the link's
// language stays for a reload; the reader's own switch wins over it.
import { describe, expect, it } from 'vitest';
import { queryAfterLink, queryForLanguage } from './address-language';

describe('the language in the address', () => {
  it('keeps the link’s language once its other parameters are dropped', () => {
    expect(queryAfterLink('?lesson=x&step=2&lang=zh&tab=gates', ['lesson', 'step'], null)).toBe(
      '?lang=zh&tab=gates',
    );
    expect(queryAfterLink('?x=1', [], 'zh')).toBe('?x=1&lang=zh');
    expect(queryAfterLink('?lang=en', [], 'zh')).toBe('?lang=zh');
    expect(queryAfterLink('?lesson=x', ['lesson'], null)).toBe('');
  });

  it('drops a lang= that no longer says the page’s language, and leaves one that does', () => {
    expect(queryForLanguage('?lang=zh&tab=gates', 'en')).toBe('?tab=gates');
    expect(queryForLanguage('?lang=zh', 'en')).toBe('');
    expect(queryForLanguage('?lang=zh', 'zh')).toBeNull();
    expect(queryForLanguage('?tab=gates', 'en')).toBeNull();
  });
});
