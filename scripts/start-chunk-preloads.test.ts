import { describe, expect, it } from 'vitest';
import { startPreloads, type StartChunk } from './start-chunk-preloads.mjs';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], css: string[] = []) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css) },
  }) satisfies StartChunk;

describe('startPreloads', () => {
  it('names each chunk the entry imports dynamically after the chunks it needs, once, with its CSS', () => {
    const entry = chunk('main.js', ['runtime.js'], ['libraries.js', 'app.js']);
    const bundle = {
      'main.js': entry,
      'runtime.js': chunk('runtime.js'),
      'libraries.js': chunk('libraries.js', ['react.js', 'runtime.js']),
      'react.js': chunk('react.js'),
      'app.js': chunk('app.js', ['react.js', 'store.js'], ['lazy-panel.js'], ['app.css']),
      'store.js': chunk('store.js', [], [], ['store.css', 'app.css']),
      'lazy-panel.js': chunk('lazy-panel.js'),
      'app.css': { type: 'asset' as const },
    };
    expect(startPreloads(bundle, entry)).toEqual({
      // The entry's own static import is preloaded by the build; a lazy part of the app is not the start's.
      scripts: ['react.js', 'libraries.js', 'store.js', 'app.js'],
      styles: ['store.css', 'app.css'],
    });
  });
});
