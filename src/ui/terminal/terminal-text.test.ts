import { describe, expect, it } from 'vitest';
import { toTerminalText } from './terminal-text';

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
});
