// Brace ranges as bash reads them: `{1..10}`, `{10..1}`, `{01..10}` (zero-padded to the wider end),
// `{0..20..5}` (a step), `{a..e}` (characters). A range becomes the list of its values (a group of texts),
// so a pattern holds at most MAX_RANGE_VALUES of them per range: the expression stays linear in the glob.
import { GlobSyntaxError } from './glob-syntax-error';

export const MAX_RANGE_VALUES = 1000;

const NUMERIC = /^([-+]?\d+)\.\.([-+]?\d+)(?:\.\.([-+]?\d+))?$/;
const CHARACTER = /^([^\\])\.\.([^\\])(?:\.\.([-+]?\d+))?$/u;

/** The values of a range, or null when the text between the braces is not one. */
export function expandRange(inner: string): string[] | null {
  const numeric = NUMERIC.exec(inner);
  if (numeric) {
    const [from = '', to = '', step] = numeric.slice(1);
    const padded = hasLeadingZero(from) || hasLeadingZero(to);
    const width = padded ? Math.max(from.replace(/^[-+]/, '').length, to.replace(/^[-+]/, '').length) : 0;
    return values(Number(from), Number(to), step, inner).map((value) => pad(value, width));
  }
  const character = CHARACTER.exec(inner);
  if (character) {
    const [from = '', to = '', step] = character.slice(1);
    return values(from.codePointAt(0) ?? 0, to.codePointAt(0) ?? 0, step, inner).map((code) =>
      String.fromCodePoint(code),
    );
  }
  return null;
}

function values(from: number, to: number, stepText: string | undefined, inner: string): number[] {
  const step = Math.abs(Number(stepText ?? 1)) || 1;
  const count = Math.floor(Math.abs(to - from) / step) + 1;
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || count > MAX_RANGE_VALUES)
    throw new GlobSyntaxError(
      `the range {${inner}} has more than ${MAX_RANGE_VALUES.toLocaleString('en-US')} values; use a shorter range or a class such as [0-9]`,
    );
  const direction = to >= from ? 1 : -1;
  return Array.from({ length: count }, (_, i) => from + direction * step * i);
}

function hasLeadingZero(end: string): boolean {
  return /^[-+]?0\d/.test(end);
}

function pad(value: number, width: number): string {
  const digits = String(Math.abs(value)).padStart(width, '0');
  return value < 0 ? `-${digits}` : digits;
}
