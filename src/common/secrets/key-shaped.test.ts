import { describe, expect, it } from 'vitest';
import { keyShapedTexts, keyShapedTextsIn } from './key-shaped';

describe('key-shaped text', () => {
  it('finds OpenAI and Anthropic shaped keys, shown cut short', () => {
    expect(
      keyShapedTexts('use sk-proj-AbCdEfGhIjKlMnOpQrStUv and sk-ant-api03-abcdefghijklmnopqrst'),
    ).toEqual(['sk-proj-…', 'sk-ant-a…']);
  });

  it('leaves words that only start like a key alone', () => {
    expect(
      keyShapedTexts('pip install sk-learn; sk-1; the [API key] label; ask-me-anything-at-all-now'),
    ).toEqual([]);
  });

  it('looks in every string of a document', () => {
    expect(keyShapedTextsIn({ a: [{ b: 'x sk-abcdefghijklmnopqrstuvwxyz' }], c: 1 })).toEqual(['sk-abcde…']);
    expect(keyShapedTextsIn({ a: ['no key'] })).toEqual([]);
  });
});
