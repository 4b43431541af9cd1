// Marks the start's chunks for eager compilation (V8's explicit compile hints, Chrome 136+): a file that
// begins with the magic comment `//# allFunctionsCalledOnLoad` has every function compiled as the file
// streams in, on a background thread, instead of each on the page's main thread the first time it is
// called. The start calls most of what these chunks hold at once: React's first renders and
// react-resizable-panels' first registration compiled their functions inside the page's tasks (the
// columns' commit took 14–17 ms of CPU with lazy compilation, 10–11 ms with the hint; traced on
// 2026-12-07, issue 37). Lazily loaded chunks keep V8's lazy compilation: most of their code may never run.
// Browsers without the feature read a plain comment.
import { startPreloads } from './start-chunk-preloads.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prefixes the hint to each chunk the start loads (the entry's too); returns the files it marked. */
export function hintStartChunks(bundle) {
  const marked = [];
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
    const files = [chunk.fileName, ...chunk.imports, ...startPreloads(bundle, chunk).scripts];
    for (const fileName of files) {
      const file = bundle[fileName];
      if (!file || file.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue;
      file.code = COMPILE_HINT + file.code;
      marked.push(fileName);
    }
  }
  return marked;
}

/**
 * The Vite plugin: after the bundle is rendered and minified (a minifier drops comments). A file's name
 * still comes from its content without the hint, which is the same for every build of that content.
 */
export function startCompileHints() {
  return {
    name: 'toolscope-start-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hintStartChunks(bundle);
      },
    },
  };
}
