// GNU diff's two common output formats. Normal: `2c2`, `4d3`, `5a5` with `<`/`---`/`>` lines. Unified:
// `--- name\tmtime` headers and `@@ -1,5 +1,5 @@` hunks with `context` lines around the changes, changes
// closer than twice the context sharing one hunk.
import type { Change, FileLines } from './diff-changes';

const NO_NEWLINE = '\\ No newline at end of file';

function printedLine(prefix: string, file: FileLines, index: number): string[] {
  const line = `${prefix}${file.lines[index]}`;
  return file.missingNewline && index === file.lines.length - 1 ? [line, NO_NEWLINE] : [line];
}

const range = (start: number, end: number) => (end - start <= 1 ? `${start + 1}` : `${start + 1},${end}`);

export function normalFormat(before: FileLines, after: FileLines, changes: readonly Change[]): string {
  const out: string[] = [];
  for (const c of changes) {
    const deleted = c.oldEnd > c.oldStart;
    const inserted = c.newEnd > c.newStart;
    if (deleted && inserted) out.push(`${range(c.oldStart, c.oldEnd)}c${range(c.newStart, c.newEnd)}`);
    else if (deleted) out.push(`${range(c.oldStart, c.oldEnd)}d${c.newStart}`);
    else out.push(`${c.oldStart}a${range(c.newStart, c.newEnd)}`);
    for (let i = c.oldStart; i < c.oldEnd; i++) out.push(...printedLine('< ', before, i));
    if (deleted && inserted) out.push('---');
    for (let i = c.newStart; i < c.newEnd; i++) out.push(...printedLine('> ', after, i));
  }
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}

/** `-U`'s hunk range: a single line is its number alone, an empty range the line before it. */
function unifiedRange(start: number, count: number): string {
  if (count === 1) return `${start + 1}`;
  return `${count === 0 ? start : start + 1},${count}`;
}

export function unifiedFormat(
  headers: readonly [string, string],
  before: FileLines,
  after: FileLines,
  changes: readonly Change[],
  context: number,
): string {
  if (changes.length === 0) return '';
  const out = [`--- ${headers[0]}`, `+++ ${headers[1]}`];
  let index = 0;
  while (index < changes.length) {
    let last = index;
    while (last + 1 < changes.length && changes[last + 1]!.oldStart - changes[last]!.oldEnd <= 2 * context)
      last++;
    const first = changes[index]!;
    const end = changes[last]!;
    const lead = Math.min(context, first.oldStart);
    const oldStart = first.oldStart - lead;
    const newStart = first.newStart - lead;
    const oldEnd = Math.min(before.lines.length, end.oldEnd + context);
    const newEnd = end.newEnd + (oldEnd - end.oldEnd);
    out.push(
      `@@ -${unifiedRange(oldStart, oldEnd - oldStart)} +${unifiedRange(newStart, newEnd - newStart)} @@`,
    );
    let oldAt = oldStart;
    for (const c of changes.slice(index, last + 1)) {
      for (; oldAt < c.oldStart; oldAt++) out.push(...printedLine(' ', before, oldAt));
      for (let i = c.oldStart; i < c.oldEnd; i++) out.push(...printedLine('-', before, i));
      for (let i = c.newStart; i < c.newEnd; i++) out.push(...printedLine('+', after, i));
      oldAt = c.oldEnd;
    }
    for (; oldAt < oldEnd; oldAt++) out.push(...printedLine(' ', before, oldAt));
    index = last + 1;
  }
  return `${out.join('\n')}\n`;
}

/** A header's time as GNU prints it: `2024-01-02 03:04:05.000000000 +0000` (the shell runs in UTC). */
export function headerTime(mtime: Date): string {
  const iso = mtime.toISOString(); // 2024-01-02T03:04:05.678Z
  const nanos = `${iso.slice(20, 23)}000000`;
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}.${nanos} +0000`;
}
