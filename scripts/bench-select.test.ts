import { describe, expect, it } from 'vitest';
import { selectBenches } from './bench-select.mjs';

const FILES = [
  'vfs.bench.ts',
  'vfs-import.bench.ts',
  'ui.bench.ts',
  'ui-big.bench.ts',
  'ui-first-interactive.bench.ts',
  'bench-kit.ts',
];

describe('selectBenches', () => {
  it('runs one bench alone when its exact name is given, though other names start with it', () => {
    expect(selectBenches(FILES, ['vfs'])).toEqual(['vfs.bench.ts']);
    expect(selectBenches(FILES, ['vfs-import'])).toEqual(['vfs-import.bench.ts']);
    expect(selectBenches(FILES, ['ui'])).toEqual(['ui.bench.ts']);
  });

  it('takes a name no bench has exactly as a prefix', () => {
    expect(selectBenches(FILES, ['ui-first'])).toEqual(['ui-first-interactive.bench.ts']);
    expect(selectBenches(FILES, ['ui-'])).toEqual(['ui-big.bench.ts', 'ui-first-interactive.bench.ts']);
  });

  it('runs every bench (and no helper module) without names, and nothing for an unknown name', () => {
    expect(selectBenches(FILES, [])).toEqual([
      'ui-big.bench.ts',
      'ui-first-interactive.bench.ts',
      'ui.bench.ts',
      'vfs-import.bench.ts',
      'vfs.bench.ts',
    ]);
    expect(selectBenches(FILES, ['nope'])).toEqual([]);
  });
});
