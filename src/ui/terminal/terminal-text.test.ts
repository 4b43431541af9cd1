import { describe, expect, it } from 'vitest';
import { afterLastClear, toTerminalText } from './terminal-text';

describe('toTerminalText', () => {
  it('turns line ends into CR LF once', () => {
    expect(toTerminalText('a\nb\r\nc')).toBe('a\r\nb\r\nc');
  });

  it('shows control codes as symbols so escape sequences cannot drive the terminal', () => {
    expect(toTerminalText('\x1b[2Jx\x00\x7f\r')).toBe('\u241b[2Jx\u2400\u2421\u240d');
    expect(toTerminalText('\u009b31m')).toBe('\uFFFD31m');
  });

  it('replaces unpaired surrogates and keeps real characters, tabs and pairs', () => {
    expect(toTerminalText('a\uD800b\uDC00c')).toBe('a\uFFFDb\uFFFDc');
    expect(toTerminalText('中\t😀ÿþ\uFFFD')).toBe('中\t😀ÿþ\uFFFD');
  });

  it('shows bidirectional controls as placeholders, so output cannot reorder itself', () => {
    expect(toTerminalText('rm -rf \u202Etxt.sgol\u2066x\u2069')).toBe(
      'rm -rf ⟪U+202E⟫txt.sgol⟪U+2066⟫x⟪U+2069⟫',
    );
  });
});

describe('afterLastClear', () => {
  it('honours only the whole clear-screen request', () => {
    expect(afterLastClear('\x1b[2J\x1b[H')).toEqual({ cleared: true, rest: '' });
    expect(afterLastClear('a\x1b[H\x1b[2Jb\x1b[3J\x1b[2J\x1b[Hc')).toEqual({ cleared: true, rest: 'c' });
    expect(afterLastClear('\x1b[2Jok')).toEqual({ cleared: false, rest: '\x1b[2Jok' });
  });
});
