// How GNU sort orders two lines in the C locale: each key in turn (its text cut from the line by fields and
// characters), compared as text (bytes, optionally case-folded or dictionary-only) or as a number, month or
// version; then, unless -s or -u, the whole lines by bytes as a last resort.
import type { Ordering, SortKey, SortOptions } from './sort-options';

const BLANK = /[ \t]/;

function skipBlanks(line: string, from: number, to: number): number {
  let at = from;
  while (at < to && BLANK.test(line[at]!)) at++;
  return at;
}

/** Start offsets of each field and the line's end; without -t a field keeps its leading blanks. */
function fieldStarts(line: string, separator: string | null): number[] {
  const starts = [0];
  for (let i = 0; i < line.length; i++) {
    if (separator !== null) {
      if (line[i] === separator) starts.push(i + 1);
    } else if (i > 0 && BLANK.test(line[i]!) && !BLANK.test(line[i - 1]!)) starts.push(i);
  }
  return starts;
}

export function keyText(line: string, key: SortKey, separator: string | null): string {
  const starts = fieldStarts(line, separator);
  const fieldEnd = (index: number) =>
    index + 1 < starts.length ? starts[index + 1]! - (separator === null ? 0 : 1) : line.length;
  const startIndex = key.startField - 1;
  if (startIndex >= starts.length) return '';
  let begin = starts[startIndex]!;
  if (key.skipStartBlanks) begin = skipBlanks(line, begin, fieldEnd(startIndex));
  begin = Math.min(begin + key.startChar - 1, fieldEnd(startIndex));
  let end = line.length;
  if (key.endField > 0) {
    const endIndex = Math.min(key.endField - 1, starts.length - 1);
    if (key.endChar === 0) end = fieldEnd(endIndex);
    else {
      let from = starts[endIndex]!;
      if (key.skipEndBlanks) from = skipBlanks(line, from, fieldEnd(endIndex));
      end = Math.min(from + key.endChar, fieldEnd(endIndex));
    }
  }
  return end > begin ? line.slice(begin, end) : '';
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function leadingNumber(text: string): number {
  const match = /^[ \t]*(-?(?:\d+\.?\d*|\.\d+))/.exec(text);
  return match ? Number(match[1]) : 0;
}

const HUMAN_SUFFIXES = 'KMGTPEZYRQ';
function humanValue(text: string): [number, number] {
  const match = /^[ \t]*(-?(?:\d+\.?\d*|\.\d+))([KMGTPEZYRQk]?)/.exec(text);
  if (!match) return [0, 0];
  const value = Number(match[1]);
  const suffix = match[2]!.toUpperCase();
  const magnitude = suffix === '' ? 0 : HUMAN_SUFFIXES.indexOf(suffix) + 1;
  return [Math.sign(value) * magnitude, value];
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const monthOf = (text: string): number => MONTHS.indexOf(text.trimStart().slice(0, 3).toUpperCase()) + 1;

/** Version order: runs of digits compare as numbers, everything else by code point. */
function compareVersions(a: string, b: string): number {
  const parts = (text: string) => text.match(/\d+|\D+/g) ?? [];
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const [x, y] = [left[i]!, right[i]!];
    const numeric = /^\d/.test(x) && /^\d/.test(y);
    const order = numeric ? Number(x) - Number(y) || x.length - y.length : byCodePoint(x, y);
    if (order !== 0) return Math.sign(order);
  }
  return Math.sign(left.length - right.length);
}

function textFor(text: string, ordering: Ordering): string {
  let out = ordering.dictionary ? text.replace(/[^ \t\p{L}\p{N}]/gu, '') : text;
  if (ordering.ignoreCase) out = out.toUpperCase();
  return out;
}

function compareByOrdering(a: string, b: string, ordering: Ordering): number {
  let order: number;
  if (ordering.numeric) order = Math.sign(leadingNumber(a) - leadingNumber(b));
  else if (ordering.generalNumeric) {
    const [x, y] = [Number.parseFloat(a), Number.parseFloat(b)];
    order =
      Number.isNaN(x) || Number.isNaN(y)
        ? Number(Number.isNaN(y)) - Number(Number.isNaN(x))
        : Math.sign(x - y);
  } else if (ordering.humanNumeric) {
    const [[ma, va], [mb, vb]] = [humanValue(a), humanValue(b)];
    order = Math.sign(ma - mb) || Math.sign(va - vb);
  } else if (ordering.month) order = Math.sign(monthOf(a) - monthOf(b));
  else if (ordering.version) order = compareVersions(a, b);
  else order = byCodePoint(textFor(a, ordering), textFor(b, ordering));
  return ordering.reverse ? -order : order;
}

/** 0 when every key ties (what -u treats as a duplicate). */
export function compareKeys(a: string, b: string, options: SortOptions): number {
  if (options.keys.length === 0) {
    const line = { ...options.global, reverse: false };
    const blanks = options.ignoreLeadingBlanks ? /^[ \t]+/ : /^(?!)/;
    const order = compareByOrdering(a.replace(blanks, ''), b.replace(blanks, ''), line);
    return options.global.reverse ? -order : order;
  }
  for (const key of options.keys) {
    const order = compareByOrdering(
      keyText(a, key, options.separator),
      keyText(b, key, options.separator),
      key.ordering,
    );
    if (order !== 0) return order;
  }
  return 0;
}

/** The full order: keys, then (unless -s or -u) the whole line by bytes, reversed with a global -r. */
export function compareLines(a: string, b: string, options: SortOptions): number {
  const order = compareKeys(a, b, options);
  if (order !== 0 || options.stable || options.unique) return order;
  const last = byCodePoint(a, b);
  return options.global.reverse ? -last : last;
}
