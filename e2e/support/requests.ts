// The files a page (and its dedicated workers) asked for, and which of the heavy, lazily loaded parts are
// among them: the embed and the first screen must fetch none until the part that needs it is used.
import type { Page } from '@playwright/test';

/** The chunk file of each heavy part, as Vite names it in dist/. */
export const HEAVY = {
  runtimeWorker: /\/runtime\.worker-[^/]*\.js$/,
  tokenizer: /\/o200k_base-[^/]*\.js$/,
  monaco: /\/editor\.api-[^/]*\.js$/,
  xterm: /\/xterm-[^/]*\.js$/,
  shellWorker: /\/shell\.worker-[^/]*\.js$/,
} as const;

export type HeavyPart = keyof typeof HEAVY;

/** Every URL requested from now on, filled in as requests are made. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  // Context-wide: requests of dedicated (and nested) workers are reported here too.
  page.context().on('request', (request) => urls.push(request.url()));
  return urls;
}

export const fetched = (urls: readonly string[], part: HeavyPart) =>
  urls.some((url) => HEAVY[part].test(url));

/** The heavy parts among `urls`, out of `parts` (all of them unless told). */
export const heavyFetched = (
  urls: readonly string[],
  parts: readonly HeavyPart[] = Object.keys(HEAVY) as HeavyPart[],
) => parts.filter((part) => fetched(urls, part));
