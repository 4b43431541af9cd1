// Shell output as text xterm can always draw. A command may print anything (a binary file, control codes):
// escape sequences would drive the terminal itself (clear the screen, switch modes), and a lone UTF-16
// surrogate left by decoding is not a character. Controls become visible symbols, surrogates U+FFFD, and
// line ends the CR LF a terminal needs; bidirectional controls are shown as ⟪U+202E⟫, so they cannot
// disguise a command. The one request honoured is `clear`'s (afterLastClear).
import { bidiPlaceholder, isBidiControl } from '../common/bidi-controls';

const REPLACEMENT = '\uFFFD';

/** One code point, as the terminal should draw it. */
function visible(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (char === '\t' || char === '\n') return char;
  // Control Pictures block: NUL → ␀ … US → ␟, DEL → ␡.
  if (code < 0x20) return String.fromCodePoint(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  if (code >= 0x80 && code <= 0x9f) return REPLACEMENT; // C1 controls (CSI, OSC …)
  if (code >= 0xd800 && code <= 0xdfff) return REPLACEMENT; // a surrogate without its pair
  if (isBidiControl(char)) return bidiPlaceholder(char); // it would reorder the text after it
  return char;
}

/**
 * What `clear` (and `tput clear`) print: erase the display and put the cursor home, in either order, with
 * the scrollback erase some versions add. Only this whole request clears the screen; any other escape
 * sequence, ESC [ 2 J alone included, is drawn as symbols like every control code.
 */
// eslint-disable-next-line no-control-regex -- the escape sequence is exactly what this recognises
const CLEAR_SCREEN = /(?:\x1b\[3J)?(?:\x1b\[H\x1b\[2J|\x1b\[2J\x1b\[H)(?:\x1b\[3J)?/g;

/** Output split at its last clear-screen request: whether there was one, and what is drawn after it. */
export function afterLastClear(output: string): { readonly cleared: boolean; readonly rest: string } {
  let end = -1;
  for (const match of output.matchAll(CLEAR_SCREEN)) end = match.index + match[0].length;
  return end < 0 ? { cleared: false, rest: output } : { cleared: true, rest: output.slice(end) };
}

export function toTerminalText(output: string): string {
  let text = '';
  for (const char of output.replace(/\r\n/g, '\n')) text += visible(char);
  return text.replace(/\n/g, '\r\n');
}
