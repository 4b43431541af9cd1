// A sentence with byte sizes: each `<name/>` of the translated string becomes a ByteSize in place, in each
// language, and the sentence's other placeholders are filled.
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { TextWithSizes } from './ByteSize';

function draw(lng: 'en' | 'zh', element: ReturnType<typeof createElement>): string {
  const i18n = i18next.createInstance();
  void i18n.init({ resources: { en: { translation: en }, zh: { translation: zh } }, lng, initAsync: false });
  return renderToString(createElement(I18nextProvider, { i18n }, element));
}

describe('TextWithSizes', () => {
  it('puts each size where the sentence names it, in English and Chinese', () => {
    const result = createElement(TextWithSizes, { i18nKey: 'conversation.result', sizes: { bytes: 2500 } });
    expect(draw('en', result)).toMatch(
      /^Result the model saw \(<span class="byte-size" data-bytes="2500"[^>]*>2.5 KB<\/span>\)$/,
    );
    expect(draw('zh', result)).toMatch(
      /^模型看到的结果（<span class="byte-size" data-bytes="2500"[^>]*>2.5 KB<\/span>）$/,
    );
  });

  it('draws two sizes in one sentence, twice in a row the same', () => {
    const usage = createElement(TextWithSizes, {
      i18nKey: 'library.usage',
      sizes: { used: 1_000, quota: 2_000_000 },
    });
    const once = draw('en', usage);
    expect(once.match(/class="byte-size"/g)).toHaveLength(2);
    expect(once).toContain('data-bytes="1000"');
    expect(once).toContain('data-bytes="2000000"');
    expect(once).not.toContain('<used/>');
    expect(draw('en', usage)).toBe(once);
  });
});
