// Searches one text the way GNU grep prints it: prefixes (`name:` / `line:` for matches, `-` for context),
// `--` between context groups, -o, -c, -l, -L, -m. Pure: text in, lines out.
import type { GrepOptions } from './grep-options';

export interface SearchOutcome {
  readonly output: string[];
  readonly matchedLines: number;
  readonly binary: boolean;
}

export function searchText(
  text: string,
  name: string,
  options: GrepOptions,
  regex: RegExp,
  prefilter: RegExp,
): SearchOutcome {
  const output: string[] = [];
  const binary = text.includes('\0');
  // Most files do not match at all: one scan of the whole text rules them out without splitting lines.
  if (!options.invert && !options.filesWithoutMatch && !options.count) {
    prefilter.lastIndex = 0;
    if (!prefilter.test(text)) return { output, matchedLines: 0, binary };
  }
  const lines = text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const showName = options.withFilename === true;
  const listOnly = options.filesWithMatches || options.filesWithoutMatch || options.quiet;
  const printLines = !listOnly && !options.count && !binary;
  const context = printLines && (options.before > 0 || options.after > 0);
  const prefix = (index: number, separator: string) =>
    (showName ? `${name}${separator}` : '') + (options.lineNumbers ? `${index + 1}${separator}` : '');
  let matched = 0;
  let lastPrinted = -1;
  let afterRemaining = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    regex.lastIndex = 0;
    const isMatch = regex.test(line) !== options.invert;
    if (isMatch && (options.maxCount === null || matched < options.maxCount)) {
      matched++;
      if (!printLines) {
        if (listOnly) break;
        continue;
      }
      if (context) {
        const from = Math.max(i - options.before, lastPrinted + 1);
        if (lastPrinted >= 0 && from > lastPrinted + 1) output.push('--');
        for (let j = from; j < i; j++) output.push(prefix(j, '-') + lines[j]!);
      }
      if (options.onlyMatching) {
        regex.lastIndex = 0;
        if (!options.invert) {
          for (const found of line.matchAll(regex))
            if (found[0] !== '') output.push(prefix(i, ':') + found[0]);
        }
      } else output.push(prefix(i, ':') + line);
      lastPrinted = i;
      afterRemaining = options.after;
    } else if (context && afterRemaining > 0 && !isMatch) {
      output.push(prefix(i, '-') + line);
      lastPrinted = i;
      afterRemaining--;
    } else if (options.maxCount !== null && matched >= options.maxCount && afterRemaining === 0) {
      break;
    }
  }
  return { output, matchedLines: matched, binary };
}
