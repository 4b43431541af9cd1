import { describe, expect, it } from 'vitest';
import { cueScrollPx, overflowEdges, scrollLeftToReveal } from './overflow-edges';

describe('overflowEdges', () => {
  it('says nothing is hidden when every tab fits', () => {
    expect(overflowEdges({ scrollLeft: 0, clientWidth: 500, scrollWidth: 500 })).toEqual({
      before: false,
      after: false,
    });
  });

  it('says the tabs past the end are hidden at the start of a strip too narrow for them', () => {
    expect(overflowEdges({ scrollLeft: 0, clientWidth: 460, scrollWidth: 820 })).toEqual({
      before: false,
      after: true,
    });
  });

  it('says both ends hide tabs in the middle, and only the start at the end', () => {
    expect(overflowEdges({ scrollLeft: 200, clientWidth: 460, scrollWidth: 820 })).toEqual({
      before: true,
      after: true,
    });
    expect(overflowEdges({ scrollLeft: 360, clientWidth: 460, scrollWidth: 820 })).toEqual({
      before: true,
      after: false,
    });
  });

  it('takes a sub-pixel remainder for no overflow', () => {
    expect(overflowEdges({ scrollLeft: 0.5, clientWidth: 460, scrollWidth: 461 })).toEqual({
      before: false,
      after: false,
    });
  });
});

describe('cueScrollPx', () => {
  it('scrolls three quarters of the strip per press, never nothing', () => {
    expect(cueScrollPx(400)).toBe(300);
    expect(cueScrollPx(0)).toBe(1);
  });
});

describe('scrollLeftToReveal', () => {
  const strip = { scrollLeft: 100, clientWidth: 400 };

  it('leaves a tab already in view where it is', () => {
    expect(scrollLeftToReveal(strip, { start: 150, width: 80 })).toBe(100);
  });

  it('scrolls just far enough to show a tab past the end whole', () => {
    expect(scrollLeftToReveal(strip, { start: 700, width: 60 })).toBe(360);
  });

  it('scrolls back to a tab before the start', () => {
    expect(scrollLeftToReveal(strip, { start: 20, width: 60 })).toBe(20);
  });
});
