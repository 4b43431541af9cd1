// Copy is refused for a link too long to travel as one, and says why in the page's language; a link that fits,
// and a snippet that is no link at all, can be copied whatever their length.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LINK_FITS_EVERYWHERE_CHARS } from '../../session/share/share-limits';
import { en } from '../i18n/en';
import { wordsIn } from '../i18n/testing/words-in';
import { zh } from '../i18n/zh';
import { CopyField } from './CopyField';

function field(lng: 'en' | 'zh', value: string, isLink: boolean): string {
  const i18n = wordsIn(lng, lng === 'en' ? en : zh);
  const props = { value, rows: 2, testId: 'f', copyLabel: 'Copy', isLink };
  return renderToString(createElement(I18nextProvider, { i18n }, createElement(CopyField, props)));
}

const copyButton = (html: string) => /<button[^>]*data-testid="f-copy"[^>]*>/.exec(html)?.[0] ?? '';

describe('CopyField', () => {
  const tooLong = `https://example.test/#s=${'x'.repeat(LINK_FITS_EVERYWHERE_CHARS)}`;

  it('refuses to copy a link too long for a link, saying so in English and in Chinese', () => {
    expect(copyButton(field('en', tooLong, true))).toMatch(/disabled=""/);
    expect(copyButton(field('en', tooLong, true))).toContain('too long for a link');
    const zhButton = copyButton(field('zh', tooLong, true));
    expect(zhButton).toMatch(/disabled=""/);
    expect(zhButton).toMatch(/title="[^"]*[\u4e00-\u9fff]/);
  });

  it('copies a link that fits, and a snippet of any length', () => {
    expect(copyButton(field('en', 'https://example.test/#s=abc', true))).not.toMatch(/disabled/);
    expect(copyButton(field('en', tooLong, false))).not.toMatch(/disabled/);
  });
});
