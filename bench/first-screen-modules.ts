// What the first screen's chunks hold, module by module: a build plugin that keeps each chunk's modules with
// the bytes each left in the minified chunk (before gzip: gzip does not split by module), and a listing of the
// initial chunks' modules grouped by package or source folder. The bundle bench prints it, so a figure that
// grows comes with where it grew (issue 37: MCP's words and lane in the first screen).
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Minified bytes per module id, per chunk file name. */
export type ChunkModules = Map<string, ReadonlyMap<string, number>>;

/** A plugin that fills `into` with the main build's chunks and their modules (workers are built apart). */
export function collectChunkModules(into: ChunkModules): Plugin {
  return {
    name: 'toolscope-bench-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const sizes = new Map<string, number>();
        for (const [id, module] of Object.entries(file.modules)) sizes.set(id, module.renderedLength);
        into.set(file.fileName, sizes);
      }
    },
  };
}

/** A module's group: its package under node_modules, else its folder two levels under src/ (or its path). */
export function moduleGroup(id: string, root: string): string {
  const path = relative(root, id.replace(/^\0/, '').replace(/\?.*$/, ''));
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1]!;
  const parts = path.split('/');
  return parts[0] === 'src' ? parts.slice(0, Math.min(3, parts.length - 1)).join('/') : path;
}

export interface FirstScreenListing {
  /** Groups by minified bytes, largest first. */
  readonly groups: readonly { group: string; bytes: number }[];
  /** Every module whose path names MCP, by minified bytes: what MCP costs the first screen. */
  readonly mcp: readonly { module: string; bytes: number }[];
}

export function listFirstScreen(
  chunks: ChunkModules,
  initial: readonly string[],
  root: string,
): FirstScreenListing {
  const groups = new Map<string, number>();
  const mcp: { module: string; bytes: number }[] = [];
  for (const file of initial) {
    for (const [id, bytes] of chunks.get(file) ?? []) {
      const group = moduleGroup(id, root);
      groups.set(group, (groups.get(group) ?? 0) + bytes);
      const module = relative(root, id.replace(/^\0/, ''));
      if (/mcp/i.test(module) && bytes > 0) mcp.push({ module, bytes });
    }
  }
  return {
    groups: [...groups].map(([group, bytes]) => ({ group, bytes })).sort((a, b) => b.bytes - a.bytes),
    mcp: mcp.sort((a, b) => b.bytes - a.bytes),
  };
}
