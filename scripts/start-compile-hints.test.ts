import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintStartChunks, type HintedChunk } from './start-compile-hints.mjs';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], isEntry = false) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    dynamicImports,
    isEntry,
    code: `/* ${fileName} */`,
  }) satisfies HintedChunk;

describe('hintStartChunks', () => {
  it('marks the entry and every chunk the start loads, and no lazy chunk', () => {
    const bundle = {
      'main.js': chunk('main.js', ['runtime.js'], ['libraries.js', 'app.js'], true),
      'runtime.js': chunk('runtime.js'),
      'libraries.js': chunk('libraries.js', ['react.js']),
      'react.js': chunk('react.js'),
      'app.js': chunk('app.js', ['react.js'], ['lazy-panel.js']),
      'lazy-panel.js': chunk('lazy-panel.js', ['react.js']),
      'app.css': { type: 'asset' as const },
    };
    expect(hintStartChunks(bundle).sort()).toEqual([
      'app.js',
      'libraries.js',
      'main.js',
      'react.js',
      'runtime.js',
    ]);
    // The hint is the file's first line, as V8 requires; the code after it is unchanged.
    expect(bundle['app.js'].code).toBe(`${COMPILE_HINT}/* app.js */`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(bundle['lazy-panel.js'].code).toBe('/* lazy-panel.js */');
    // A second pass (another entry naming the same chunks) never marks a file twice.
    expect(hintStartChunks(bundle)).toEqual([]);
    expect(bundle['react.js'].code).toBe(`${COMPILE_HINT}/* react.js */`);
  });
});
