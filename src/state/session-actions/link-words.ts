// A refused document's own words in the message that says why: the runtime's reasons quote what they
// refused (a path, a tool's name) as long as it is and as often as it comes, and a link can make that text
// read like the app speaking ("⚠ Your session expired, re-enter your API key at …"). Whatever of the
// document's text the message holds is cut to a few dozen characters, quoted once and marked as the link's
// (every later occurrence becomes "…"), so the app's voice is only ever its own.

/** At most this many characters of a document's text are quoted (docs/security.md). */
export const LINK_WORDS_MAX_CHARS = 40;

/**
 * Shorter strings of a document are not looked for: they are a field's usual values (`utf8`, `auto`), and
 * a run of fewer characters cannot say much in the app's voice.
 */
const MIN_WORDS_CHARS = 8;

/**
 * A format's own words (`directory`, `chat-completions`, `userDefined`) are the app's too, and its sentences
 * use them: such a value, short and starting lower-case, is not taken for the link's. Field names never are.
 */
const FORMAT_WORD = /^[a-z][a-zA-Z0-9-]{0,23}$/;

/** Quote marks a reason may already wrap the document's text in; the marked quote replaces them. */
const QUOTES: readonly (readonly [string, string])[] = [
  ['“', '”'],
  ["'", "'"],
  ['"', '"'],
  ['「', '」'],
];

/** `quote` words the marked quote in the page's language (`linkWords.quote`). */
export function withLinkWordsMarked(
  message: string,
  document: unknown,
  quote: (words: string) => string,
): string {
  const candidates = [...stringsOf(document)]
    .filter((text) => text.length >= MIN_WORDS_CHARS && !FORMAT_WORD.test(text))
    .sort((a, b) => b.length - a.length);
  let output = '';
  let rest = message;
  let quoted = false;
  for (;;) {
    const found = firstOccurrence(rest, candidates);
    if (!found) return output + rest;
    const { start, end } = widenToQuotes(rest, found.at, found.at + found.text.length);
    output += rest.slice(0, start) + (quoted ? '…' : quote(cut(found.text)));
    quoted = true;
    rest = rest.slice(end);
  }
}

function cut(text: string): string {
  const chars = [...text];
  return chars.length <= LINK_WORDS_MAX_CHARS ? text : `${chars.slice(0, LINK_WORDS_MAX_CHARS).join('')}…`;
}

/** The leftmost occurrence of any candidate (the longest one there). */
function firstOccurrence(
  text: string,
  candidates: readonly string[],
): { readonly at: number; readonly text: string } | null {
  let best: { at: number; text: string } | null = null;
  for (const candidate of candidates) {
    const at = text.indexOf(candidate);
    if (at >= 0 && (best === null || at < best.at)) best = { at, text: candidate };
  }
  return best;
}

function widenToQuotes(text: string, start: number, end: number): { start: number; end: number } {
  for (const [open, close] of QUOTES)
    if (text.slice(start - open.length, start) === open && text.slice(end, end + close.length) === close)
      return { start: start - open.length, end: end + close.length };
  return { start, end };
}

function stringsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (Array.isArray(value)) for (const item of value as readonly unknown[]) stringsOf(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) stringsOf(item, found);
  return found;
}

/** What a refusal that names load problems quotes of the document: keys, and the segments of its pointers. */
export function wordsOfProblems(
  problems: readonly { readonly params: Readonly<Record<string, string | number>> }[],
): readonly string[] {
  return problems.flatMap(({ params }) => [
    ...(typeof params.key === 'string' ? [params.key] : []),
    ...(typeof params.path === 'string'
      ? params.path.split('/').map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
      : []),
  ]);
}
