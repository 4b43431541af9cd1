import { describe, expect, it } from 'vitest';
import { countText, sizeText } from './import-words';

describe('import words', () => {
  it('groups a count by threes, as both page languages write it', () => {
    expect(countText(0)).toBe('0');
    expect(countText(999)).toBe('999');
    expect(countText(2000)).toBe('2,000');
    expect(countText(50_000_000)).toBe('50,000,000');
  });

  it('says a size in decimal units with at most one decimal', () => {
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(1_500)).toBe('1.5 KB');
    expect(sizeText(20_000_000)).toBe('20 MB');
    expect(sizeText(20_049_999)).toBe('20 MB');
    expect(sizeText(1_234_567_890)).toBe('1,234.6 MB');
    expect(sizeText(999_960)).toBe('1,000 KB');
  });
});
