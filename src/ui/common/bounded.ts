// How much of a list or a text the page draws at once. A model may send up to its response limits (1,000
// calls, a 1 MB argument: docs/limits.md), and drawing all of that in one React commit froze the page for
// seconds (issue 36); so lists are drawn a page at a time with "N more", and long text a piece at a time.

/** Calls drawn at first in a turn, and added per "show more". */
export const CALLS_PER_PAGE = 50;
/** Characters of one argument (or wire payload) drawn at first, and added per "show more". */
export const TEXT_PER_PAGE = 20_000;

export interface BoundedList<T> {
  readonly shown: readonly T[];
  /** Items not drawn. */
  readonly hidden: number;
}

/** The first `max` items, and how many are left out. */
export function boundedList<T>(items: readonly T[], max: number): BoundedList<T> {
  if (items.length <= max) return { shown: items, hidden: 0 };
  return { shown: items.slice(0, Math.max(0, max)), hidden: items.length - Math.max(0, max) };
}

export interface BoundedText {
  readonly shown: string;
  /** Characters (UTF-16 units) not drawn. */
  readonly hidden: number;
}

/** The first `max` characters, never splitting a surrogate pair, and how many are left out. */
export function boundedText(text: string, max: number): BoundedText {
  if (text.length <= max) return { shown: text, hidden: 0 };
  let end = Math.max(0, max);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { shown: text.slice(0, end), hidden: text.length - end };
}

/** Stream pieces cut to their first `max` characters in all (the pieces after it dropped, the last one cut). */
export function boundedPieces(pieces: readonly string[], max: number): BoundedList<string> {
  const shown: string[] = [];
  let left = max;
  let total = 0;
  for (const piece of pieces) total += piece.length;
  for (const piece of pieces) {
    if (left <= 0) break;
    const cut = boundedText(piece, left);
    shown.push(cut.shown);
    left -= cut.shown.length;
    if (cut.hidden > 0) break;
  }
  return { shown, hidden: total - (max - left) };
}
