// The list of known differences as docs/shell.md shows it, between two markers. The recording script writes
// it and the differential test checks it, so the page and KNOWN_DIFFERENCES cannot drift apart.
import { KNOWN_DIFFERENCES } from './known-differences';

const START = '<!-- known-differences:start (written by npm run record:shell-differential) -->';
const END = '<!-- known-differences:end -->';

/** A command as inline code on one line: newlines shown as ⏎, a fence longer than any backtick run inside. */
function inlineCode(command: string): string {
  const text = command.replace(/\n/g, '⏎');
  const fence = '`'.repeat(Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  return fence.length > 1 ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

export function knownDifferencesMarkdown(): string {
  const items = KNOWN_DIFFERENCES.map(({ command, reason }) => `- ${inlineCode(command)}: ${reason}`);
  return [START, '', ...items, '', END].join('\n');
}

/** The page with its known-differences section replaced by the current list. */
export function withKnownDifferencesSection(page: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error('docs/shell.md has no known-differences markers');
  return page.slice(0, start) + knownDifferencesMarkdown() + page.slice(end + END.length);
}
