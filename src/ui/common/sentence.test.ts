import { describe, expect, it } from 'vitest';
import { asSentence } from './sentence';

describe('asSentence', () => {
  it('keeps a sentence that already ends', () => {
    expect(asSentence('The command name is computed at run time, so it cannot be judged.')).toBe(
      'The command name is computed at run time, so it cannot be judged.',
    );
    expect(asSentence('Is it safe?')).toBe('Is it safe?');
    expect(asSentence('写入文件。')).toBe('写入文件。');
    expect(asSentence('Writes “a.txt.”')).toBe('Writes “a.txt.”');
  });

  it('ends one that does not, once', () => {
    expect(asSentence('Writes a file ')).toBe('Writes a file.');
    expect(asSentence('')).toBe('');
  });
});
