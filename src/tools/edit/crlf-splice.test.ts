import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spliceReplacements } from './apply-edits';
import { crlfToLf, spliceIntoCrlf } from './crlf-splice';
import { propertyOptions } from '../../common/testing/property-runs';

describe('spliceIntoCrlf', () => {
  it('replaces around CRLF pairs and gives the new text CRLF ends', () => {
    const original = 'one\r\ntwo\r\nthree\r\n';
    // In the LF text "one\ntwo\nthree\n", "two\n" is 4..8.
    expect(spliceIntoCrlf(original, [{ start: 4, end: 8, text: 'TWO\nmore\n' }])).toBe(
      'one\r\nTWO\r\nmore\r\nthree\r\n',
    );
    // A span ending just before a \n keeps that line's \r\n.
    expect(spliceIntoCrlf(original, [{ start: 0, end: 3, text: '1' }])).toBe('1\r\ntwo\r\nthree\r\n');
  });

  it('agrees with editing the LF text, and leaves text outside the span byte for byte', () => {
    const line = fc.tuple(fc.stringMatching(/^[a-c]{0,3}$/), fc.constantFrom('\n', '\r\n'));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.nat(), fc.nat(), (lines, a, b) => {
        const original = lines.map(([text, end]) => text + end).join('');
        const lf = crlfToLf(original);
        const start = Math.min(a, b) % (lf.length + 1);
        const end = Math.max(start, Math.max(a, b) % (lf.length + 1));
        const replacement = { start, end, text: 'X\nY' };
        const result = spliceIntoCrlf(original, [replacement]);
        expect(crlfToLf(result)).toBe(spliceReplacements(lf, [replacement]));
        const originalStart = originalIndex(original, start);
        const kept = original.length - originalIndex(original, end);
        expect(result.slice(0, originalStart)).toBe(original.slice(0, originalStart));
        expect(result.slice(result.length - kept)).toBe(original.slice(original.length - kept));
        expect(result.slice(originalStart, result.length - kept)).toBe('X\r\nY');
      }),
      propertyOptions(100),
    );
  });
});

/** Where index `lfIndex` of the LF text lies in the original (at the \r of a CRLF pair). */
function originalIndex(original: string, lfIndex: number): number {
  let i = 0;
  for (let lf = 0; lf < lfIndex; lf++) i += original.startsWith('\r\n', i) ? 2 : 1;
  return i;
}
