// The page sees only the headers it (through the SDK) set on a request; the browser adds its own on the way out
// and never lets the page read them. The header list names those as "added by the browser", without values,
// so nobody takes the recorded list for everything the server received. The same exchange recorded by the CLI
// went out from Node, which adds no such headers: there the list claims nothing (decision 0826).
import type { WireRequest } from '../../../engine/trace/wire-exchange';

/**
 * The headers a browser adds to a cross-origin `fetch` itself. Families are written with `*`: which members
 * are sent depends on the browser and on whether the page is served over HTTPS (sec-ch-ua*).
 */
export const BROWSER_ADDED_HEADERS: readonly string[] = [
  'host',
  'connection',
  'content-length',
  'user-agent',
  'origin',
  'referer',
  'accept-language',
  'accept-encoding',
  'sec-fetch-*',
  'sec-ch-ua*',
];

/**
 * The SDKs the providers speak through (openai, @anthropic-ai/sdk) name where they run in this header:
 * `browser:<name>` in a page or its workers, `node` in the CLI. It is part of what was recorded, so an
 * exchange opened later, in another place, is still told correctly.
 */
const RUNTIME_HEADER = 'x-stainless-runtime';

export function sentFromBrowser(request: WireRequest): boolean {
  return (request.headers[RUNTIME_HEADER] ?? '').startsWith('browser:');
}

function matches(pattern: string, name: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

/** What the browser added to this request, by name: none when it left from Node or a header the page set. */
export function browserAddedHeaders(request: WireRequest): readonly string[] {
  if (!sentFromBrowser(request)) return [];
  const set = Object.keys(request.headers);
  return BROWSER_ADDED_HEADERS.filter((pattern) => !set.some((name) => matches(pattern, name)));
}
