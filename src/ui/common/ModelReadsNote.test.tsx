// On a Chinese page the note says, in Chinese, that descriptions and the system prompt are the model's English;
// on an English page there is nothing to explain.
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { ModelReadsNote } from './ModelReadsNote';

function noteIn(lng: 'en' | 'zh'): string {
  const i18n = i18next.createInstance();
  void i18n.init({ resources: { en: { translation: en }, zh: { translation: zh } }, lng, initAsync: false });
  return renderToString(createElement(I18nextProvider, { i18n }, createElement(ModelReadsNote)));
}

describe('the note beside what the model reads', () => {
  it('says in Chinese that tool descriptions and the system prompt are read by the model in English', () => {
    const html = noteIn('zh');
    expect(html).toContain('模型读到的内容');
    expect(html).toContain('英文');
    expect(html).toContain('data-testid="model-reads-note"');
  });

  it('is not shown on an English page', () => {
    expect(noteIn('en')).toBe('');
  });
});
