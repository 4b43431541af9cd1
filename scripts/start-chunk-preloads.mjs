// The page starts in steps (src/ui/main.tsx): it imports the libraries, then the app, each a dynamic import so
// that each is evaluated in a task of its own (a static module graph is evaluated in one task: 50–75 ms of
// CPU at start, issue 37). Left to itself the build would then fetch them one after the other, and
// index.html would name none of them. This plugin writes a modulepreload for every chunk the entry imports
// dynamically and each chunk those import statically, and a stylesheet link for their CSS: the browser
// fetches and compiles them all at once, as it did, and only evaluating them waits for its turn. The bundle
// bench counts the first screen by the same links (scripts/first-screen-js.mjs).

/**
 * The chunks and stylesheets the entry chunk's dynamic imports bring, in load order: each dynamic import's
 * chunk after the chunks it imports statically, each file once, the entry's own static imports left out
 * (the build preloads those already).
 */
export function startPreloads(bundle, entry) {
  const scripts = [];
  const styles = [];
  const seen = new Set([entry.fileName, ...entry.imports]);
  const visit = (fileName) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk') return;
    for (const imported of chunk.imports) visit(imported);
    scripts.push(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
  };
  for (const fileName of entry.dynamicImports) visit(fileName);
  return { scripts, styles };
}

/** The Vite plugin: index.html's tags for startPreloads, paths relative to the page (the build's base is ./). */
export function startChunkPreloads() {
  return {
    name: 'toolscope-start-chunk-preloads',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.chunk) return [];
        const { scripts, styles } = startPreloads(context.bundle, context.chunk);
        return [
          ...styles.map((href) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `./${href}` },
            injectTo: 'head',
          })),
          ...scripts.map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${href}` },
            injectTo: 'head',
          })),
        ];
      },
    },
  };
}
