import { describe, expect, it } from 'vitest';
import type { ListingEntry } from '../../state/store';
import { isFolderOpen } from '../../state/file-tree-slice';
import { ancestorsOf, foldersWithChanges, indexTree, revealsOpenFile } from './file-tree-model';
import { nextFocus } from './tree-keys';
import { visibleRows, type TreeRow, type TreeRows } from './visible-rows';

const file = (path: string): ListingEntry => ({ type: 'file', path, size: 1, version: 1 });
const dir = (path: string): ListingEntry => ({ type: 'directory', path, size: 0, version: 1 });

// The listing order of a real snapshot: sorted depth-first pre-order.
const listing = [
  dir('.git'),
  dir('.git/objects'),
  file('.git/HEAD'),
  file('README.md'),
  dir('bin'),
  file('bin/total.sh'),
  file('data.csv'),
  dir('src'),
  file('src/a.ts'),
  dir('src/deep'),
  file('src/deep/b.ts'),
];

const treeOf = (entries: readonly ListingEntry[], showGit = false, folds: Record<string, boolean> = {}) =>
  visibleRows(indexTree(entries, showGit), (path) => isFolderOpen(folds, path));
const listOf = (rows: TreeRows): TreeRow[] => Array.from({ length: rows.length }, (_, i) => rows.at(i)!);
const rowsOf = (...args: Parameters<typeof treeOf>) => listOf(treeOf(...args));

describe('the file tree model', () => {
  it('shows folders before files at each level, each file under its own folder', () => {
    expect(
      rowsOf(listing).map((r) => `${'  '.repeat(r.level - 1)}${r.name}${r.kind === 'folder' ? '/' : ''}`),
    ).toEqual(['bin/', '  total.sh', 'src/', '  deep/', '    b.ts', '  a.ts', 'data.csv', 'README.md']);
    const total = rowsOf(listing).find((r) => r.path === 'bin/total.sh')!;
    expect(total).toMatchObject({ level: 2, parent: 'bin', setSize: 1, posInSet: 1, open: null });
    expect(rowsOf(listing).find((r) => r.path === 'README.md')).toMatchObject({ setSize: 4, posInSet: 4 });
  });

  it('lists a folder in natural order, though a snapshot lists it in code-point order', () => {
    const modules = ['mod1.ts', 'mod10.ts', 'mod2.ts', 'Z.md', 'a.md'].map((name) => file(`src/${name}`));
    const snapshotOrder = [dir('src'), ...modules.sort((a, b) => (a.path < b.path ? -1 : 1))];
    expect(snapshotOrder.map((e) => e.path)).toEqual([
      'src',
      'src/Z.md',
      'src/a.md',
      'src/mod1.ts',
      'src/mod10.ts',
      'src/mod2.ts',
    ]);
    expect(rowsOf(snapshotOrder).map((r) => r.name)).toEqual([
      'src',
      'a.md',
      'mod1.ts',
      'mod2.ts',
      'mod10.ts',
      'Z.md',
    ]);
  });

  it('hides .git unless asked, and shows it closed when asked', () => {
    expect(rowsOf(listing).some((r) => r.path.startsWith('.git'))).toBe(false);
    const shown = rowsOf(listing, true);
    expect(shown[0]).toMatchObject({ path: '.git', kind: 'folder', open: false });
    expect(shown.some((r) => r.path === '.git/HEAD')).toBe(false);
    expect(
      rowsOf(listing, true, { '.git': true })
        .map((r) => r.path)
        .slice(0, 3),
    ).toEqual(['.git', '.git/objects', '.git/HEAD']);
    // A repository inside a folder is git's too.
    expect(
      rowsOf([dir('sub'), dir('sub/.git'), file('sub/.git/config'), file('sub/x')]).map((r) => r.path),
    ).toEqual(['sub', 'sub/x']);
  });

  it('leaves out the contents of a closed folder, and keeps every folder a document forgot to list', () => {
    expect(rowsOf(listing, false, { src: false }).map((r) => r.path)).toEqual([
      'bin',
      'bin/total.sh',
      'src',
      'data.csv',
      'README.md',
    ]);
    expect(rowsOf([file('x/y/z.txt')]).map((r) => [r.path, r.kind])).toEqual([
      ['x', 'folder'],
      ['x/y', 'folder'],
      ['x/y/z.txt', 'file'],
    ]);
  });

  it('marks every folder above a change, and lists a path’s folders outermost first', () => {
    expect([...foldersWithChanges(['src/deep/b.ts', 'README.md'])].sort()).toEqual(['src', 'src/deep']);
    expect(ancestorsOf('src/deep/b.ts')).toEqual(['src', 'src/deep']);
    expect(ancestorsOf('README.md')).toEqual([]);
  });

  it('indexes 10,000 files and lists only the rows of open folders', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => file(`pkg${i % 20}/mod${i % 7}/f${i}.ts`));
    const index = indexTree(many, false);
    expect(visibleRows(index, () => false)).toHaveLength(20);
    expect(visibleRows(index, () => true)).toHaveLength(10_000 + 20 + 20 * 7);
  });
});

describe('the rows laid out lazily', () => {
  // A tree with nesting, closed folders and folders a document forgot to list, with every row's expected
  // place from a plain walk: each folder's children in order, an open folder's own below it.
  const entries = Array.from({ length: 600 }, (_, i) =>
    file(`p${i % 4}/m${i % 9}/${i % 2 ? `d${i % 5}/` : ''}f${i}.ts`),
  );
  const folds = { 'p1/m1': false, p2: false, 'p3/m3/d3': false };
  const walk = (index: ReturnType<typeof indexTree>) => {
    const paths: string[] = [];
    const visit = (parent: string) =>
      (index.get(parent) ?? []).forEach((entry) => {
        paths.push(entry.path);
        if (entry.type === 'directory' && isFolderOpen(folds, entry.path)) visit(entry.path);
      });
    visit('');
    return paths;
  };

  it('lays out the rows a plain walk would, and finds each one’s place', () => {
    const rows = treeOf(entries, false, folds);
    const expected = walk(indexTree(entries, false));
    expect(listOf(rows).map((r) => r.path)).toEqual(expected);
    expected.forEach((path, i) => expect(rows.indexOf(path)).toBe(i));
    expect(rows.at(3)).toBe(rows.at(3)); // memoized rows redraw only when they change
    expect([rows.at(-1), rows.at(rows.length), rows.at(1.5)]).toEqual([undefined, undefined, undefined]);
    // Inside a closed folder, not in the tree, or the root: no row.
    expect(rows.indexOf('p2/m2')).toBe(-1);
    expect(rows.indexOf('p3/m3/d3/f3.ts')).toBe(-1);
    expect(rows.indexOf('p0/none.ts')).toBe(-1);
    expect(rows.indexOf('')).toBe(-1);
    expect(rows.at(rows.indexOf('p3/m3/d3'))).toMatchObject({ open: false, level: 3, parent: 'p3/m3' });
  });

  it('gives a folder’s rows to the folder alone when a file or link has its path too', () => {
    const link: ListingEntry = { type: 'symlink', path: 'a', size: 1, version: 1 };
    for (const entries of [
      [dir('a'), file('a/x'), link, file('b.txt')],
      [link, dir('a'), file('a/x'), file('b.txt')],
    ]) {
      const rows = treeOf(entries);
      expect(listOf(rows).map((r) => [r.path, r.kind])).toEqual([
        ['a', 'folder'],
        ['a/x', 'file'],
        ['a', 'symlink'],
        ['b.txt', 'file'],
      ]);
      expect(rows.indexOf('a')).toBe(0);
      // Left from the folder's file goes to the folder, not to the link below it.
      expect(nextFocus(rows, 1, 'ArrowLeft')).toEqual({ kind: 'focus', index: 0 });
    }
  });

  it('sorts only the folders of the rows asked for', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => file(`pkg${i % 20}/mod${i % 7}/f${i}.ts`));
    const index = indexTree(many, false);
    const sorted = new Set<string>();
    const rows = visibleRows(
      { ...index, get: (parent) => (sorted.add(parent), index.get(parent)) },
      () => true,
    );
    expect(rows.length).toBe(10_000 + 20 + 20 * 7);
    expect(sorted.size).toBe(0);
    for (let i = 0; i < 40; i++) rows.at(i);
    // The root, the first package, and the modules its first 40 rows reach.
    expect([...sorted].sort()).toEqual(['', 'pkg0', 'pkg0/mod0']);
    expect(rows.at(rows.length - 1)?.path).toBe('pkg19/mod6/f9939.ts'); // natural order: pkg19 last;
  });
});

describe('the tree keys', () => {
  const rows = treeOf(listing);
  const at = (path: string) => rows.indexOf(path);
  it('moves, folds, enters and leaves folders as the WAI-ARIA tree pattern says', () => {
    expect(nextFocus(rows, at('bin'), 'ArrowDown')).toEqual({ kind: 'focus', index: at('bin/total.sh') });
    expect(nextFocus(rows, at('bin'), 'ArrowUp')).toBeNull();
    expect(nextFocus(rows, at('bin'), 'ArrowRight')).toEqual({ kind: 'focus', index: at('bin/total.sh') });
    expect(nextFocus(rows, at('bin'), 'ArrowLeft')).toEqual({ kind: 'fold', open: false });
    expect(nextFocus(rows, at('src/deep/b.ts'), 'ArrowLeft')).toEqual({
      kind: 'focus',
      index: at('src/deep'),
    });
    expect(nextFocus(rows, at('README.md'), 'ArrowLeft')).toBeNull();
    expect(nextFocus(rows, at('README.md'), 'ArrowRight')).toBeNull();
    expect(nextFocus(rows, at('src'), 'End')).toEqual({ kind: 'focus', index: rows.length - 1 });
    expect(nextFocus(rows, at('src'), 'Home')).toEqual({ kind: 'focus', index: 0 });
    expect(nextFocus(rows, at('README.md'), 'Enter')).toEqual({ kind: 'activate' });
    expect(nextFocus(rows, at('README.md'), ' ')).toEqual({ kind: 'activate' });
    expect(nextFocus(rows, at('README.md'), 'x')).toBeNull();
    const closed = treeOf(listing, false, { bin: false });
    expect(nextFocus(closed, 0, 'ArrowRight')).toEqual({ kind: 'fold', open: true });
  });
});

describe('unfolding for the file open', () => {
  const isGit = (path: string) => path === '.git' || path.startsWith('.git/');
  it('unfolds for a newly opened file, and not again for the same one', () => {
    expect(revealsOpenFile(null, 'src/a.ts', false, isGit)).toBe(true);
    expect(revealsOpenFile('src/a.ts', 'src/b.ts', false, isGit)).toBe(true);
    // The same file under the session's new key, or .git shown: a folder closed since stays closed.
    expect(revealsOpenFile('src/a.ts', 'src/a.ts', false, isGit)).toBe(false);
    expect(revealsOpenFile('src/a.ts', 'src/a.ts', true, isGit)).toBe(false);
  });
  it('waits for .git to show before unfolding for a file inside it; nothing for no file', () => {
    expect(revealsOpenFile(null, '.git/HEAD', false, isGit)).toBe(false);
    expect(revealsOpenFile(null, '.git/HEAD', true, isGit)).toBe(true);
    expect(revealsOpenFile('src/a.ts', null, true, isGit)).toBe(false);
  });
});
