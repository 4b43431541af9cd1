// Marks the start's chunks for eager compilation (V8's explicit compile hints, Chrome 136+): a file that
// begins with the magic comment `//# allFunctionsCalledOnLoad` has every function compiled as the file
// streams in, on a background thread, instead of each on the page's main thread the first time it is
// called. The start calls most of what these chunks hold at once: React's first renders and
// react-resizable-panels' first registration compiled their functions inside the page's tasks (the
// columns' commit took 13–17 ms of CPU with lazy compilation, 10–11 ms with the hint; traced on
// 2026-12-07, issue 37). Lazily loaded chunks keep V8's lazy compilation: most of their code may never run.
// Nor is a start chunk under MIN_HINTED_BYTES marked: a few small functions compile in microseconds when
// called, and each hint is ~30 bytes of gzip that the first screen's budget counts (docs/delivery.md).
// Browsers without the feature read a plain comment.
import { startPreloads } from './start-chunk-preloads.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The smallest chunk worth its hint, in bytes of minified code. */
export const MIN_HINTED_BYTES = 2_048;

/**
 * Prefixes the hint to each chunk of at least MIN_HINTED_BYTES that the page's entry (the chunk named
 * `entryName`: not the e2e build's harness pages) loads at start, itself included; returns the files marked.
 */
export function hintStartChunks(bundle, entryName) {
  const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === entryName);
  if (!entry) throw new Error(`start-compile-hints: no entry chunk named ${entryName}`);
  const marked = [];
  for (const fileName of [entry.fileName, ...entry.imports, ...startPreloads(bundle, entry).scripts]) {
    const file = bundle[fileName];
    if (!file || file.type !== 'chunk' || file.code.length < MIN_HINTED_BYTES) continue;
    if (file.code.startsWith(COMPILE_HINT)) continue;
    file.code = COMPILE_HINT + file.code;
    // A source map, if the build ever writes one, moves down the line the hint takes.
    if (file.map) file.map.mappings = `;${file.map.mappings}`;
    marked.push(fileName);
  }
  return marked;
}

/**
 * The Vite plugin: after the bundle is rendered and minified (a minifier drops comments). A file's name
 * still comes from its content without the hint, which is the same for every build of that content.
 */
export function startCompileHints({ entryName }) {
  return {
    name: 'toolscope-start-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hintStartChunks(bundle, entryName);
      },
    },
  };
}
