// The first screen's JavaScript, by the bundle bench's rule: the scripts dist/index.html loads before anything
// lazy (its entry script and the modulepreloads the build wrote beside it), counted as gzip -9, the way a server
// would send them. One rule for the bench's figure, its listing and its budget (docs/delivery.md, issue 37).

/** Gzip bytes the first screen's initial JavaScript may reach (docs/delivery.md, `bundle.initial-js-gzip`). */
export const FIRST_SCREEN_JS_BUDGET = 250_000;

/** The JS files `html` (a built index.html) loads at once, as paths relative to dist/, in the order written. */
export function initialScripts(html) {
  const files = new Set();
  for (const match of html.matchAll(
    /<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g,
  )) {
    files.add(match[1]);
  }
  return [...files];
}

/** What the first screen weighs against its budget; `over` is how many bytes past it (0 when within). */
export function againstBudget(gzipBytes, budget = FIRST_SCREEN_JS_BUDGET) {
  return { gzipBytes, budget, over: Math.max(0, gzipBytes - budget) };
}
