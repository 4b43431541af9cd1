// Every layer's folders read one way (issue 12 for the engine, issue 31 for every layer; decisions 0106 and
// 0011): no folder imports, directly or around a loop, a folder that imports it back, and no two files do
// either. Type-only imports count: they are what tied executor/ to orchestrator/ and trace/ to gates/ before.
// A layer's root files do NOT count as one folder: each is a node of its own (import-graph.ts's folderOf says
// why), so a loop through a root file is caught while a barrel beside the core it exports is not a "cycle".
// The fixture under lint-fixtures/import-cycles/ proves a reintroduced cycle is caught, and that rule.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles } from './testing/import-cycles';
import { fileCycles, folderCycles } from './testing/import-graph';

/** Every layer: each folder directly under src/. */
const LAYERS = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('every layer’s import graph', () => {
  it('covers the layers of the layer table', () => {
    expect(LAYERS).toEqual(expect.arrayContaining(['engine', 'vfs', 'shell', 'tools', 'llm', 'runtime']));
    expect(LAYERS).toEqual(expect.arrayContaining(['session', 'state', 'ui', 'cli', 'common']));
  });

  it.each(LAYERS)('%s/ has no cycle between folders (root files each a node of their own)', (layer) => {
    expect(folderCycles(join('src', layer))).toEqual([]);
  });

  it.each(LAYERS)('%s/ has no cycle between files, type-only imports included', (layer) => {
    expect(fileCycles(join('src', layer))).toEqual([]);
  });

  it('names every engine folder in docs/engine.md', () => {
    const doc = readFileSync('docs/engine.md', 'utf8');
    const folders = readdirSync('src/engine', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).filter((name) => !doc.includes(`\`${name}/\``))).toEqual([]);
  });
});

describe('the cycle check', () => {
  const root = 'lint-fixtures/import-cycles';

  it('catches a folder cycle, and a cycle through one root file (lint-fixtures/import-cycles)', () => {
    expect(folderCycles(root)).toEqual([
      `alpha ⇄ beta: ${join('alpha', 'plan.ts')} → ${join('beta', 'run.ts')}; ${join('beta', 'run.ts')} → ${join('alpha', 'plan.ts')}`,
      `delta ⇄ loop.ts: ${join('delta', 'step.ts')} → loop.ts; loop.ts → ${join('delta', 'step.ts')}`,
    ]);
  });

  it('does not join root files into one folder: a barrel and a root file a folder imports are no cycle', () => {
    expect(folderCycles(root).filter((cycle) => cycle.includes('gamma'))).toEqual([]);
  });

  it('catches a type-only pair of files', () => {
    expect(fileCycles(root)).toEqual([
      `${join('alpha', 'plan.ts')} ⇄ ${join('beta', 'run.ts')}: ${join('alpha', 'plan.ts')} → ${join('beta', 'run.ts')}; ${join('beta', 'run.ts')} → ${join('alpha', 'plan.ts')}`,
      `${join('delta', 'step.ts')} ⇄ loop.ts: ${join('delta', 'step.ts')} → loop.ts; loop.ts → ${join('delta', 'step.ts')}`,
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
