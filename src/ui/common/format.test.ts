import { describe, expect, it } from 'vitest';
import { formatCount, formatBytes } from './format';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1_000, '1.0 KB'],
    [3_290, '3.3 KB'],
    [9_949, '9.9 KB'],
    [9_960, '10 KB'],
    [50_000, '50 KB'],
    [120_160, '120 KB'],
    [200_000, '200 KB'],
    [999_499, '999 KB'],
    [999_500, '1.0 MB'],
    [1_048_576, '1.0 MB'],
    [12_345_678, '12 MB'],
    [2_000_000_000, '2.0 GB'],
  ])('%d bytes → %s (decimal: 1 KB = 1,000 bytes)', (bytes, shown) => {
    expect(formatBytes(bytes)).toBe(shown);
  });
});

describe('formatCount', () => {
  it('groups digits by threes with commas, as English and Chinese both write them', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(50_000)).toBe('50,000');
    expect(formatCount(1_234_567)).toBe((1_234_567).toLocaleString('zh'));
    expect(formatCount(50_000_000)).toBe((50_000_000).toLocaleString('en'));
  });
});
