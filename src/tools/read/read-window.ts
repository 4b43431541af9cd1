// The rows one Read page shows, from line `offset` (at character `column` when the model gives one), within
// `limit` lines and a byte cap counted as the model receives the text (JSON-escaped UTF-8).
//   A row shows at most 2,000 characters of its line, so one minified line cannot flood a page; the row the
//   model asked for with `column` shows the rest of its line, up to the cap.
//   A row that stops before its line ends says so at its end, with the offset and column of the rest.
//   The first row always shows something, cut to fit the cap if need be; a later row that does not fit
//   ends the page before it.
// Characters are Unicode code points: a cut never splits one, and columns count what a reader sees.
import { jsonStringByteLength, jsonStringPrefix, utf8ByteLength } from '../../engine/common/utf8';
import { MAX_LINE_CHARS } from '../file-tool-kit';

export interface WindowRequest {
  readonly lines: readonly string[];
  /** 1-based line of the first row. */
  readonly offset: number;
  /** 1-based character of line `offset` to start at; null when the model gave none. */
  readonly column: number | null;
  readonly limit: number;
  /** JSON-escaped bytes the rows (with their separators and the cut lines' data) may take. */
  readonly capBytes: number;
}

export interface CutLine {
  readonly line: number;
  /** Where the rest of the line starts (1-based character). */
  readonly nextColumn: number;
  /** The whole line's length in characters. */
  readonly characters: number;
}

export interface ReadWindow {
  readonly text: string;
  readonly lineCount: number;
  /** UTF-8 bytes of the rows, each with a line break. */
  readonly bytes: number;
  /** Every row that stopped before its line ended. */
  readonly cutLines: readonly CutLine[];
  /** Where the next page starts, or null when this page reached the end of the file. */
  readonly next: { readonly line: number; readonly column: number | null } | null;
  readonly cutByBytes: boolean;
}

/** What a cut line's entry in `data.cutLines` and its mention in the footer cost, charged against the cap. */
const CUT_LINE_OVERHEAD_BYTES = 90;

export function takeWindow({ lines, offset, column, limit, capBytes }: WindowRequest): ReadWindow {
  const rows: string[] = [];
  const cutLines: CutLine[] = [];
  let used = 0;
  let bytes = 0;
  let cutByBytes = false;
  let stoppedInside: CutLine | null = null;
  const end = Math.min(lines.length, offset - 1 + limit);
  for (let index = offset - 1; index < end; index++) {
    const line = lines[index]!;
    const number = index + 1;
    const first = rows.length === 0;
    const asked = first && column !== null;
    const startChar = asked ? column - 1 : 0;
    const rest = startChar === 0 ? line : line.slice(unitIndexOf(line, startChar));
    let shown = asked ? rest : firstChars(rest, MAX_LINE_CHARS);
    const prefix = `${String(number).padStart(6)}\t`;
    const separator = first ? 0 : 2; // "\n" between rows, escaped
    const cutCost = shown.length < rest.length ? cutBound(number, line) : 0;
    let size = separator + jsonStringByteLength(prefix) + jsonStringByteLength(shown) + cutCost;
    if (used + size > capBytes) {
      if (!first) {
        cutByBytes = true;
        break;
      }
      const room = capBytes - jsonStringByteLength(prefix) - cutBound(number, line);
      shown = jsonStringPrefix(shown, room);
      if (shown.length === 0) shown = firstChars(rest, 1); // always move forward
      cutByBytes = true;
    }
    let row = prefix + shown;
    if (shown.length < rest.length) {
      const characters = codePointCount(line);
      const nextColumn = startChar + codePointCount(shown) + 1;
      const cut = { line: number, nextColumn, characters };
      row += cutMark(number, characters - nextColumn + 1, nextColumn);
      cutLines.push(cut);
      size = separator + jsonStringByteLength(row) + CUT_LINE_OVERHEAD_BYTES;
      if (cutByBytes) stoppedInside = cut;
    }
    rows.push(row);
    used += size;
    bytes += utf8ByteLength(row) + 1; // with its line break, as stats have always counted
    if (stoppedInside) break;
  }
  const lastLine = offset - 1 + rows.length;
  const next = stoppedInside
    ? { line: stoppedInside.line, column: stoppedInside.nextColumn }
    : lastLine < lines.length
      ? { line: lastLine + 1, column: null }
      : null;
  return { text: rows.join('\n'), lineCount: rows.length, bytes, cutLines, next, cutByBytes };
}

/** The end of a row that stops before its line does: where the rest starts (parsed by tests' page reader). */
export function cutMark(line: number, remaining: number, nextColumn: number): string {
  const characters = remaining === 1 ? 'character' : 'characters';
  return ` … [line ${line} is cut here; ${remaining} more ${characters}: Read with offset=${line} and column=${nextColumn} for the rest]`;
}

/** At most what cutting this line costs: its mark (with the largest numbers it can show) and its data. */
function cutBound(number: number, line: string): number {
  const characters = codePointCount(line);
  return jsonStringByteLength(cutMark(number, characters, characters + 1)) + CUT_LINE_OVERHEAD_BYTES;
}

/** Characters (code points) in `text`. */
export function codePointCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    count++;
    if (isPairAt(text, i)) i++;
  }
  return count;
}

/** The UTF-16 index where character `chars` (0-based) starts; the end of `text` when it has fewer. */
function unitIndexOf(text: string, chars: number): number {
  let i = 0;
  for (let seen = 0; seen < chars && i < text.length; seen++) i += isPairAt(text, i) ? 2 : 1;
  return i;
}

/** The first `chars` characters of `text`. */
function firstChars(text: string, chars: number): string {
  return text.length <= chars ? text : text.slice(0, unitIndexOf(text, chars));
}

function isPairAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 0xd800 || code > 0xdbff || i + 1 >= text.length) return false;
  const next = text.charCodeAt(i + 1);
  return next >= 0xdc00 && next <= 0xdfff;
}
