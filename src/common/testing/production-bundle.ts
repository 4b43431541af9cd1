// What the production bundler, rolldown, keeps of a few lines of entry code: for tests that a module reached
// without being used costs the first screen nothing (issue 37). `treeshake`: the build's own hint
// (scripts/side-effect-free-modules.mjs), when the test is about it.
import { rolldown, type InputOptions, type OutputChunk } from 'rolldown';

export interface Bundled {
  /** Every chunk's code, the lazy ones included. */
  readonly all: string;
  /** The code a page loads before anything lazy: the entry chunk and what it imports statically. */
  readonly initial: string;
}

/** A bundle of `entry` (ES module text). */
export async function bundleOf(entry: string, treeshake?: InputOptions['treeshake']): Promise<Bundled> {
  const bundle = await rolldown({
    input: 'entry',
    platform: 'browser',
    logLevel: 'silent',
    ...(treeshake === undefined ? {} : { treeshake }),
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? id : null),
        load: (id) => (id === 'entry' ? entry : null),
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const chunks = output.filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || initial.has(chunk)) return;
    initial.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  const codeOf = (list: Iterable<OutputChunk>) => [...list].map((chunk) => chunk.code).join('\n');
  return { all: codeOf(chunks), initial: codeOf(initial) };
}

/** Every chunk's code of a bundle of `entry`, the lazy ones included. */
export async function bundled(entry: string, treeshake?: InputOptions['treeshake']): Promise<string> {
  return (await bundleOf(entry, treeshake)).all;
}
