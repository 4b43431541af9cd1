import type { Plugin } from 'vite';

export interface StartChunk {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> | readonly string[] };
}
export function startPreloads(
  bundle: Readonly<Record<string, StartChunk | { readonly type: 'asset' }>>,
  entry: StartChunk,
): { scripts: string[]; styles: string[] };
export function startChunkPreloads(): Plugin;
