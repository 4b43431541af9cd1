import type { Plugin } from 'vite';
import type { StartChunk } from './start-chunk-preloads.mjs';

export const COMPILE_HINT: string;
export const MIN_HINTED_BYTES: number;
export interface HintedChunk extends StartChunk {
  readonly isEntry?: boolean;
  readonly name?: string;
  code: string;
  map?: { mappings: string } | null;
}
export function hintStartChunks(
  bundle: Record<string, HintedChunk | { readonly type: 'asset' }>,
  entryName: string,
): string[];
export function startCompileHints(options: { entryName: string }): Plugin;
