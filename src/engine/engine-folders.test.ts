// The engine's folders read one way (issue 12, item 4): no folder imports, directly or around a loop, a
// folder that imports it back, and no two files do either. Type-only imports count: they are what tied
// executor/ to orchestrator/ and trace/ to gates/ before. The import graph is read with TypeScript's own
// pre-processor (every import, export-from and import() of a file), tests left out: a test may read any
// folder. The fixture under lint-fixtures/engine-cycles/ proves a reintroduced cycle is caught.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findCycles, groupGraph, type ImportGraph } from './testing/import-cycles';

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
function importGraph(root: string): ImportGraph {
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

/** A file's top folder under root ('.' for the files at the root, such as index.ts). */
const folderOf = (file: string) => (file.includes(sep) ? file.split(sep)[0]! : '.');

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

function folderCycles(root: string): string[] {
  const graph = importGraph(root);
  return explain(graph, findCycles(groupGraph(graph, folderOf)), folderOf);
}

function fileCycles(root: string): string[] {
  const graph = importGraph(root);
  return explain(graph, findCycles(graph), (file) => file);
}

describe('the engine’s import graph', () => {
  it('has no cycle between folders', () => {
    expect(folderCycles('src/engine')).toEqual([]);
  });

  it('has no cycle between files, type-only imports included', () => {
    expect(fileCycles('src/engine')).toEqual([]);
  });

  it('names every folder in docs/engine.md', () => {
    const doc = readFileSync('docs/engine.md', 'utf8');
    const folders = readdirSync('src/engine', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).filter((name) => !doc.includes(`\`${name}/\``))).toEqual([]);
  });
});

describe('the cycle check', () => {
  it('catches a folder cycle and a type-only pair of files (lint-fixtures/engine-cycles)', () => {
    const root = 'lint-fixtures/engine-cycles';
    expect(folderCycles(root)).toEqual([
      `alpha ⇄ beta: ${join('alpha', 'plan.ts')} → ${join('beta', 'run.ts')}; ${join('beta', 'run.ts')} → ${join('alpha', 'plan.ts')}`,
    ]);
    expect(fileCycles(root)).toEqual([
      `${join('alpha', 'plan.ts')} ⇄ ${join('beta', 'run.ts')}: ${join('alpha', 'plan.ts')} → ${join('beta', 'run.ts')}; ${join('beta', 'run.ts')} → ${join('alpha', 'plan.ts')}`,
      `${join('pair', 'events.ts')} ⇄ ${join('pair', 'views.ts')}: ${join('pair', 'events.ts')} → ${join('pair', 'views.ts')}; ${join('pair', 'views.ts')} → ${join('pair', 'events.ts')}`,
    ]);
  });

  it('finds a cycle around three nodes and a node importing itself, and none in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['d']]);
    expect(
      findCycles(
        new Map([
          ['x', ['y']],
          ['y', ['z']],
          ['z', []],
        ]),
      ),
    ).toEqual([]);
  });
});
