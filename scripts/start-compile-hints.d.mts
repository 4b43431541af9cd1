import type { Plugin } from 'vite';
import type { StartChunk } from './start-chunk-preloads.mjs';

export const COMPILE_HINT: string;
export interface HintedChunk extends StartChunk {
  readonly isEntry?: boolean;
  code: string;
}
export function hintStartChunks(bundle: Record<string, HintedChunk | { readonly type: 'asset' }>): string[];
export function startCompileHints(): Plugin;
