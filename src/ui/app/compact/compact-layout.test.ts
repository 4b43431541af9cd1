import { describe, expect, it } from 'vitest';
import { TEXT_SCALES } from '../../../state/presenter-slice';
import { COMPACT_BELOW_PX, isCompactLayout } from './compact-layout';

describe('isCompactLayout', () => {
  it('is compact below 1,100 CSS px: a small window, or 1440 and 1280 px windows at browser zoom', () => {
    expect(isCompactLayout(853, 1)).toBe(true); // 1280 px at 150 %
    expect(isCompactLayout(720, 1)).toBe(true); // 1440 px at 200 %
    expect(isCompactLayout(1024, 1)).toBe(true);
    expect(isCompactLayout(COMPACT_BELOW_PX - 1, 1)).toBe(true);
  });

  it('keeps the four panes from 1,100 px on at 100 % and 125 % text', () => {
    expect(isCompactLayout(COMPACT_BELOW_PX, 1)).toBe(false);
    expect(isCompactLayout(1280, 1.25)).toBe(false);
    expect(isCompactLayout(1440, 1)).toBe(false);
  });

  it('is compact at 150 % text and more, however wide the window', () => {
    const large = TEXT_SCALES.filter((scale) => scale >= 1.5);
    expect(large).toEqual([1.5, 2]);
    for (const scale of large) expect(isCompactLayout(2560, scale)).toBe(true);
  });
});
