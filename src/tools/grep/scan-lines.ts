// Finding and formatting the matching lines of one file, grep-style: `path:12:text` for a match and
// `path-13-text` for context, groups of nearby lines separated by `--`.
import { capLine, splitLines } from '../file-tool-kit';
import type { LineMatcher } from './line-matcher';

export interface FileHits {
  /** 1-based numbers of the matching lines (at most the number asked for). */
  readonly matchLines: number[];
  /** Formatted groups, one string per group of adjacent printed lines. */
  readonly groups: string[];
  /** A match beyond `maxMatches` exists in this file (the result will be partial). */
  readonly more: boolean;
}

export function scanLines(
  displayPath: string,
  text: string,
  matcher: LineMatcher,
  maxMatches: number,
  contextLines: number,
): FileHits {
  const lines = splitLines(text);
  const matchIndexes: number[] = [];
  let more = false;
  for (let i = 0; i < lines.length; i++) {
    if (!matcher.matchesLine(lines[i]!)) continue;
    if (matchIndexes.length === maxMatches) {
      more = true;
      break;
    }
    matchIndexes.push(i);
  }
  const isMatch = new Set(matchIndexes);
  const groups: string[] = [];
  let group: string[] = [];
  let lastPrinted = -2;
  for (const index of matchIndexes) {
    const from = Math.max(0, index - contextLines, lastPrinted + 1);
    const to = Math.min(lines.length - 1, index + contextLines);
    if (from > lastPrinted + 1 && group.length > 0) {
      groups.push(group.join('\n'));
      group = [];
    }
    for (let i = from; i <= to; i++) {
      const separator = isMatch.has(i) ? ':' : '-';
      group.push(`${displayPath}${separator}${i + 1}${separator}${capLine(lines[i]!)}`);
    }
    lastPrinted = Math.max(lastPrinted, to);
  }
  if (group.length > 0) groups.push(group.join('\n'));
  return { matchLines: matchIndexes.map((i) => i + 1), groups, more };
}
