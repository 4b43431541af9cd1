import { describe, expect, it } from 'vitest';
import { sizeText } from './import-words';

describe('import words', () => {
  it('says a size in decimal units with at most one decimal', () => {
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(1_500)).toBe('1.5 KB');
    expect(sizeText(20_000_000)).toBe('20 MB');
    expect(sizeText(20_049_999)).toBe('20 MB');
    expect(sizeText(1_234_567_890)).toBe('1,234.6 MB');
    expect(sizeText(999_960)).toBe('1,000 KB');
  });
});
