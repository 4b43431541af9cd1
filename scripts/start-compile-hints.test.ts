import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintStartChunks, MIN_HINTED_BYTES, type HintedChunk } from './start-compile-hints.mjs';

const BIG = 'x'.repeat(MIN_HINTED_BYTES);
const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], code = BIG) =>
  ({ type: 'chunk', fileName, imports, dynamicImports, code }) satisfies HintedChunk;
const entry = (name: string, fileName: string, imports: string[], dynamicImports: string[]) =>
  ({ ...chunk(fileName, imports, dynamicImports), isEntry: true, name }) satisfies HintedChunk;

function bundle() {
  return {
    'main.js': entry('main', 'main.js', ['runtime.js'], ['libraries.js', 'app.js']),
    'runtime.js': chunk('runtime.js'),
    'libraries.js': chunk('libraries.js', ['react.js']),
    'react.js': chunk('react.js'),
    'app.js': chunk('app.js', ['react.js', 'tiny.js'], ['lazy-panel.js']),
    'tiny.js': chunk('tiny.js', [], [], 'export const a = 1;'),
    'lazy-panel.js': chunk('lazy-panel.js', ['react.js']),
    'harness.js': entry('vfs-harness', 'harness.js', ['harness-only.js'], []),
    'harness-only.js': chunk('harness-only.js'),
    'app.css': { type: 'asset' as const },
  };
}

describe('hintStartChunks', () => {
  it("marks the page's entry and the chunks its start loads, not a lazy chunk, a tiny one or another entry", () => {
    const built = bundle();
    expect(hintStartChunks(built, 'main').sort()).toEqual([
      'app.js',
      'libraries.js',
      'main.js',
      'react.js',
      'runtime.js',
    ]);
    // The hint is the file's first line, as V8 requires; the code after it is unchanged.
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(built['app.js'].code).toBe(COMPILE_HINT + BIG);
    for (const untouched of ['lazy-panel.js', 'tiny.js', 'harness.js', 'harness-only.js'] as const)
      expect(built[untouched].code.startsWith(COMPILE_HINT)).toBe(false);
    // Run again, it marks nothing twice.
    expect(hintStartChunks(built, 'main')).toEqual([]);
    expect(built['react.js'].code).toBe(COMPILE_HINT + BIG);
  });

  it('moves a source map down the line the hint takes', () => {
    const built = bundle();
    const withMap = { ...built['react.js'], map: { mappings: 'AAAA;AACA' } };
    hintStartChunks({ ...built, 'react.js': withMap }, 'main');
    expect(withMap.map.mappings).toBe(';AAAA;AACA');
  });

  it('refuses a build without the named entry rather than mark nothing', () => {
    expect(() => hintStartChunks(bundle(), 'index')).toThrow(/no entry chunk named index/);
  });
});
