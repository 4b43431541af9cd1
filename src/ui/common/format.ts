// Number formatting shared by panels: explicit units, compact but exact enough to compare.

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * Bytes in decimal units, the way the budgets are set (1 KB = 1,000 bytes): 50,000 bytes is "50 KB",
 * 200,000 is "200 KB". One decimal below 10 of a unit. Every byte size the UI shows goes through here (or
 * through ByteSize, which adds the exact count on hover).
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1000) return `${bytes} B`;
  let unit = 0;
  let value = bytes;
  while (unit < UNITS.length - 1 && roundFor(value / 1000) >= 1) {
    value /= 1000;
    unit++;
    if (roundFor(value) < 1000) break;
  }
  return `${trimmed(value)} ${UNITS[unit]}`;
}

/** Rounds the way the figure is shown, so 999,999 bytes reads "1.0 MB", never "1000 KB". */
function roundFor(value: number): number {
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

function trimmed(value: number): string {
  const rounded = roundFor(value);
  return rounded < 10 ? rounded.toFixed(1) : rounded.toFixed(0);
}

export function formatMs(ms: number): string {
  return ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}

// One encoder for every call: panels measure many strings on each redraw, and a new encoder each time showed
// in the time-travel profile.
const UTF8 = new TextEncoder();

export function utf8Bytes(text: string): number {
  return UTF8.encode(text).length;
}

/**
 * A whole count with its digits grouped by threes with commas ("50,000"), as both of the page's languages
 * write numbers. Not `toLocaleString()`: it builds a number format on every call (the byte sizes of one redraw
 * did so by the hundred), and its first call on a page loads ICU's number data on the page's thread (~20 ms
 * of the task that first drew the import's progress bar).
 */
export function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
