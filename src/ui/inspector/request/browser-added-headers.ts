// The page sees only the headers it (through the SDK) set on a request; the browser adds its own on the way out
// and never lets the page read them. The header list names those as "added by the browser", without values,
// so nobody takes the recorded list for everything the server received. The same exchange recorded by the CLI
// went out from Node, which adds no such headers: there the list claims nothing (decision 0826). Where it left
// from is recorded with the exchange (`sentFrom`); older recordings are told by the SDK's runtime header.
import type { WireExchange } from '../../../engine/trace/wire-exchange';

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
 * Exchanges recorded before `sentFrom` was kept: the openai SDK names where it runs in this header,
 * `browser:<name>` in a page or its workers, `node` in the CLI. The Anthropic provider sends no such header,
 * which is why the exchange records its sender itself now.
 */
const RUNTIME_HEADER = 'x-stainless-runtime';

export function sentFromBrowser(wire: WireExchange): boolean {
  if (wire.sentFrom !== undefined) return wire.sentFrom === 'browser';
  return (wire.request.headers[RUNTIME_HEADER] ?? '').startsWith('browser:');
}

function matches(pattern: string, name: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

/** What the browser added to this request, by name: none when it left from Node or a header the page set. */
export function browserAddedHeaders(wire: WireExchange): readonly string[] {
  if (!sentFromBrowser(wire)) return [];
  const set = Object.keys(wire.request.headers);
  return BROWSER_ADDED_HEADERS.filter((pattern) => !set.some((name) => matches(pattern, name)));
}
