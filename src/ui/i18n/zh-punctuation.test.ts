// Chinese sentences take full-width punctuation: a colon or a parenthesis beside a Chinese character is ：（）,
// not :(). What sits inside “…” or 「…」 is quoted syntax (a rule such as Bash(npm run:*)) and stays as written.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import i18next from 'i18next';
import { I18nextProvider, Trans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';
import { everyWord } from './testing/every-word';
import { wordsIn } from './testing/words-in';

const HAN = '[\\u4e00-\\u9fff]';
const ASCII_BESIDE_HAN = new RegExp(`${HAN}\\s?[:()]|[:()]\\s?${HAN}`);

function leaves(value: unknown, at = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key: at, text: value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
}

// http(s) is a URL scheme written the same in every language.
const unquoted = (text: string) => text.replace(/“[^”]*”|「[^」]*」/g, '“”').replaceAll('http(s)', 'https');

describe('Chinese punctuation', () => {
  it('no Chinese UI string puts an ASCII colon or parenthesis beside a Chinese character', () => {
    const offending = leaves(everyWord.zh).filter(({ text }) => ASCII_BESIDE_HAN.test(unquoted(text)));
    expect(offending).toEqual([]);
  });

  it('says 你的猜测：with a full-width colon, and Your guess: in English', () => {
    const i18n = i18next.createInstance();
    void i18n.init({
      resources: { en: { translation: en }, zh: { translation: zh } },
      lng: 'zh',
      initAsync: false,
    });
    const guess = (children: string) =>
      renderToString(
        createElement(
          I18nextProvider,
          { i18n },
          createElement(Trans, {
            i18nKey: 'lessonsUi.yourGuess',
            components: { guess: createElement('code', null, children) },
          }),
        ),
      );
    expect(guess('是')).toBe('你的猜测：<code>是</code>');
    void i18n.changeLanguage('en');
    expect(guess('yes')).toBe('Your guess: <code>yes</code>');
  });

  it('puts no ASCII colon after a translated label in the page’s components: the colon is punctuation.colon', () => {
    expect(zh.punctuation.colon).toBe('：');
    const ui = join(import.meta.dirname, '..');
    const components = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? components(join(dir, entry.name))
          : entry.name.endsWith('.tsx')
            ? [join(dir, entry.name)]
            : [],
      );
    // {t('a.label')}: value   or   ${t('a.label')}: value
    const labelColon = /(?:\{|\$\{)(?:t|text)\([^()]*(?:\([^()]*\))?[^()]*\)\}:/;
    const offending = components(ui).filter((file) => labelColon.test(readFileSync(file, 'utf8')));
    expect(offending.map((file) => relative(ui, file))).toEqual([]);
  });
});

describe('no parentheses inside parentheses', () => {
  // A reason worded in parentheses of its own, put in a sentence's parentheses, read "移除：Read（触发熔断（OPEN））".
  const nested = /[（(][^（）()]*[（(]/;
  it.each([
    ['en', en],
    ['zh', zh],
  ] as const)('the schema diff of the pipeline and the Schema tab, in %s', (lng, translation) => {
    const i18n = wordsIn(lng, translation);
    const reasons = Object.keys(
      translation.pipeline.hiddenReason,
    ) as (keyof typeof en.pipeline.hiddenReason)[];
    for (const reason of reasons) {
      const left = i18n.t('pipeline.leftBecause', {
        name: 'Read',
        reason: i18n.t(`pipeline.hiddenReason.${reason}`),
      });
      expect(left).not.toMatch(nested);
      expect(i18n.t(`schema.hidden.${reason}`)).not.toMatch(/[（(]/);
    }
  });
});
