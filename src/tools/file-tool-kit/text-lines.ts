// Line handling shared by Read, Edit and Grep.
import { BINARY_SNIFF_BYTES } from '../../vfs';

/**
 * Each displayed line is cut here, so one minified line cannot flood a result: Grep's rows by capLine, Read's
 * rows (in characters, saying where the rest starts) by read/read-window.ts.
 */
export const MAX_LINE_CHARS = 2000;
export const LINE_CUT_MARK = '… [line truncated]';

/**
 * NUL within the first 8 KB means binary. On decoded text the first 8,192 characters cover at least the
 * first 8,192 bytes, so this never misses a NUL the byte rule would see.
 */
export function looksBinary(text: string): boolean {
  const sniff = text.length > BINARY_SNIFF_BYTES ? text.slice(0, BINARY_SNIFF_BYTES) : text;
  return sniff.includes('\0');
}

/** Lines without their terminators; a final newline does not open an extra empty line. */
export function splitLines(text: string): string[] {
  if (text.length === 0) return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}

export function capLine(line: string): string {
  return line.length > MAX_LINE_CHARS ? line.slice(0, MAX_LINE_CHARS) + LINE_CUT_MARK : line;
}

export type LineEnding = 'lf' | 'crlf';

/** The majority line ending, as the seed keeps it: CRLF files stay CRLF after an Edit. */
export function dominantLineEnding(text: string): LineEnding {
  let crlf = 0;
  let lf = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    if (i > 0 && text.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
  }
  return crlf > lf ? 'crlf' : 'lf';
}
