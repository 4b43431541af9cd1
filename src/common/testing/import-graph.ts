// A folder's import graph as the cycle test reads it (src/common/layer-folders.test.ts, decisions 0106 and
// 0011): every import, export-from and import() of each non-test file, type-only ones included (they tie two
// files together just the same), read with TypeScript's own pre-processor. Tests are left out: a test may read
// any folder. Only imports that stay inside the root count; another layer is the layer rules' business.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { findCycles, groupGraph, type ImportGraph } from './import-cycles';

function sourceFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const path = join(root, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** file (relative to root) → the files under root it imports. */
export function importGraph(root: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const inside = importedFiles
      .map((imported) => resolveImport(file, imported.fileName))
      .filter((target): target is string => target !== null && !relative(root, target).startsWith('..'));
    graph.set(relative(root, file), [...new Set(inside.map((target) => relative(root, target)))]);
  }
  return graph;
}

/**
 * The node a file belongs to in the folder graph: its top folder under root; a file at the root is a node of
 * its own, not part of a "root folder". A layer's root holds unrelated files side by side (its barrel index.ts,
 * which imports every folder, beside the core it exports, which folders import): one group would report a
 * cycle that no chain of imports makes. A loop through one root file is still a cycle, as through a folder.
 */
export const folderOf = (file: string) => (file.includes(sep) ? file.split(sep)[0]! : file);

/** Each cycle with the imports that close it, so a failure says which line to move. */
function explain(graph: ImportGraph, cycles: string[][], groupOf: (file: string) => string): string[] {
  return cycles.map((members) => {
    const edges = [...graph].flatMap(([from, imports]) =>
      imports
        .filter((to) => groupOf(to) !== groupOf(from) && members.includes(groupOf(from)))
        .filter((to) => members.includes(groupOf(to)))
        .map((to) => `${from} → ${to}`),
    );
    return `${members.join(' ⇄ ')}: ${edges.join('; ')}`;
  });
}

/** The cycles between root's folders (and root files), each with the imports that close it. */
export function folderCycles(root: string): string[] {
  const graph = importGraph(root);
  return explain(graph, findCycles(groupGraph(graph, folderOf)), folderOf);
}

/** The cycles between root's files, each with the imports that close it. */
export function fileCycles(root: string): string[] {
  const graph = importGraph(root);
  return explain(graph, findCycles(graph), (file) => file);
}
