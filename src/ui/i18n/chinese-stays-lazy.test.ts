// The Chinese dictionary is a chunk of its own, loaded on first use (issue 37: ~33 KB gzip of the first screen
// that an English reader never read). What the first screen reaches statically from the i18n set-up must hold no
// Chinese; the chunk loaded on first use must hold it all. Bundled here with the production bundler, rolldown.
import { join } from 'node:path';
import { rolldown, type OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';

const ENTRY = join(import.meta.dirname, 'i18n.ts');

/** The chunks a page loads before anything lazy (the entry and its static imports), and the lazy ones. */
async function chunksOf(entry: string): Promise<{ initial: string; lazy: string }> {
  const bundle = await rolldown({ input: entry, platform: 'browser', logLevel: 'silent' });
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
  const codeOf = (list: OutputChunk[]) => list.map((chunk) => chunk.code).join('\n');
  return { initial: codeOf([...initial]), lazy: codeOf(chunks.filter((chunk) => !initial.has(chunk))) };
}

describe('the Chinese dictionary on the first screen', () => {
  // Words from both ends of the dictionary: the first part's and the last part's.
  const marks = [zh.app.tagline, zh.otlpExport.openHint];

  it('is not in the chunks the i18n set-up loads at once, and is in the one loaded on first use', async () => {
    const { initial, lazy } = await chunksOf(ENTRY);
    expect(initial).toContain(en.app.tagline); // English, the fallback, stays with the first screen
    for (const mark of marks) {
      expect(initial.includes(mark), mark).toBe(false);
      expect(lazy.includes(mark), mark).toBe(true);
    }
  });
});
