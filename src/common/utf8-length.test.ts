import { describe, expect, it } from 'vitest';
import { utf8Length } from './utf8-length';

const encoded = (text: string) => new TextEncoder().encode(text).length;

describe('utf8Length', () => {
  it('counts as TextEncoder writes, ASCII or not, lone surrogates as U+FFFD', () => {
    const texts = [
      '',
      'export const v = 1;\n',
      'é',
      '中文 and ascii',
      'ascii first, then 工具',
      '😀',
      'a😀b',
      '\ud800',
      '\ud800x',
      'x\udc00',
      '\udc00\ud800',
      '\ud800\ud800\udc00',
      'end \ud83d',
    ];
    for (const text of texts) expect(utf8Length(text), JSON.stringify(text)).toBe(encoded(text));
  });
});
