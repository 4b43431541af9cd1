import { describe, expect, it } from 'vitest';
import { isBidiControl, revealBidiControls } from './bidi-controls';

const CONTROLS = [
  0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c,
];

describe('revealBidiControls', () => {
  it('draws every bidirectional control as a placeholder naming it', () => {
    for (const code of CONTROLS) {
      const char = String.fromCodePoint(code);
      expect(isBidiControl(char)).toBe(true);
      expect(revealBidiControls(`a${char}b`)).toBe(
        `a⟪U+${code.toString(16).toUpperCase().padStart(4, '0')}⟫b`,
      );
    }
  });

  it('leaves every other character, right-to-left letters included, as it is', () => {
    expect(revealBidiControls('rm -rf \u202Etxt.sgol')).toBe('rm -rf ⟪U+202E⟫txt.sgol');
    expect(revealBidiControls('שלום مرحبا 中文 😀 \u200B\u200D')).toBe('שלום مرحبا 中文 😀 \u200B\u200D');
    expect(isBidiControl('a')).toBe(false);
  });
});
