// A CRLF file is edited as LF text (the model's old_string rarely carries the \r). Writing the result back
// by turning every \n into \r\n would also rewrite the bare-LF lines of a mixed file that no edit touched, so
// the replacements are instead mapped back onto the original text: only the replaced spans change, and the
// new text takes CRLF line ends.
import { spliceReplacements, type Replacement } from './apply-edits';

/** `original` without the \r of its CRLF pairs, as the edit plan sees it. */
export function crlfToLf(original: string): string {
  return original.replace(/\r\n/g, '\n');
}

/** Applies replacements located in `crlfToLf(original)` to `original` itself. */
export function spliceIntoCrlf(original: string, replacements: readonly Replacement[]): string {
  // LF-text indexes of the \n whose \r was removed, ascending.
  const removedAt: number[] = [];
  for (let i = original.indexOf('\r\n'); i !== -1; i = original.indexOf('\r\n', i + 2)) {
    removedAt.push(i - removedAt.length);
  }
  const toOriginal = (lfIndex: number): number => lfIndex + countBelow(removedAt, lfIndex);
  return spliceReplacements(
    original,
    replacements.map((r) => ({
      start: toOriginal(r.start),
      end: toOriginal(r.end),
      text: r.text.replace(/\r?\n/g, '\r\n'),
    })),
  );
}

/** How many of the ascending `values` are < `limit` (binary search). */
function countBelow(values: readonly number[], limit: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (values[mid]! < limit) low = mid + 1;
    else high = mid;
  }
  return low;
}
