// The differences between two texts as GNU diff groups them: runs of deleted and inserted lines, each with
// its place in both files. A last line without its newline differs from the same text with one (GNU).
import { diffArrays } from 'diff';
import type { DiffOptions } from './diff-options';

export interface FileLines {
  readonly lines: readonly string[];
  /** The file's last line has no newline. */
  readonly missingNewline: boolean;
}

/** One change: old lines [oldStart, oldEnd) became new lines [newStart, newEnd) (0-based). */
export interface Change {
  readonly oldStart: number;
  readonly oldEnd: number;
  readonly newStart: number;
  readonly newEnd: number;
}

export function splitLines(text: string): FileLines {
  if (text === '') return { lines: [], missingNewline: false };
  const missingNewline = !text.endsWith('\n');
  const lines = (missingNewline ? text : text.slice(0, -1)).split('\n');
  return { lines, missingNewline };
}

function normalizer(options: DiffOptions): (line: string) => string {
  return (line) => {
    let text = line;
    if (options.ignoreAllSpace) text = text.replace(/[ \t\r\f\v]+/g, '');
    else if (options.ignoreSpaceChange) text = text.replace(/[ \t\r\f\v]+/g, ' ').replace(/ $/, '');
    return options.ignoreCase ? text.toLowerCase() : text;
  };
}

/** Each line as compared: normalized per the options, the last marked when it has no newline. */
function comparable(file: FileLines, normalize: (line: string) => string): string[] {
  return file.lines.map((line, i) =>
    file.missingNewline && i === file.lines.length - 1 ? `${normalize(line)}\0no-newline` : normalize(line),
  );
}

export function findChanges(before: FileLines, after: FileLines, options: DiffOptions): Change[] {
  const normalize = normalizer(options);
  const parts = diffArrays(comparable(before, normalize), comparable(after, normalize));
  const changes: Change[] = [];
  let oldAt = 0;
  let newAt = 0;
  let open: { oldStart: number; newStart: number } | null = null;
  const close = () => {
    if (open) changes.push({ ...open, oldEnd: oldAt, newEnd: newAt });
    open = null;
  };
  for (const part of parts) {
    const count = part.count ?? part.value.length;
    if (!part.added && !part.removed) {
      close();
      oldAt += count;
      newAt += count;
      continue;
    }
    open ??= { oldStart: oldAt, newStart: newAt };
    if (part.removed) oldAt += count;
    else newAt += count;
  }
  close();
  return changes;
}
