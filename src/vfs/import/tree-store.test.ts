// The tree store under fake-indexeddb: trees kept by content hash, shared contents kept once, and the sweep
// removing exactly what no kept tree names.
import { afterEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { listingOf, type ImportedFile } from './imported-tree';
import { keepFiles } from './import-tree';
import { openTreeStore, type TreeStore } from './tree-store';

const text = (s: string) => new TextEncoder().encode(s);
const binary = new Uint8Array([0, 255, 1, 254, 0x80, 0xc3, 0x28, 0]);

function filesOf(record: Record<string, Uint8Array>): ImportedFile[] {
  return Object.entries(record)
    .map(([path, bytes]) => ({ path, bytes }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}

const opened: TreeStore[] = [];
async function freshStore(factory = new IDBFactory()): Promise<TreeStore> {
  const store = await openTreeStore(factory);
  opened.push(store);
  return store;
}
afterEach(() => opened.splice(0).forEach((store) => store.close()));

async function kept(store: TreeStore, files: ImportedFile[]) {
  const outcome = await keepFiles(files, store);
  if (!outcome.ok) throw new Error(outcome.refusal.kind);
  return outcome.value;
}

describe('tree store', () => {
  it('gives back every file byte for byte, binary included, under the tree hash', async () => {
    const store = await freshStore();
    const files = filesOf({
      'a.txt': text('one\n'),
      'bin/blob.dat': binary,
      'src/x.ts': text('export {};\n'),
    });
    const ref = await kept(store, files);
    expect(ref).toMatchObject({ files: 3, bytes: 4 + binary.length + 11 });
    expect(ref.sha256).toMatch(/^[0-9a-f]{64}$/);
    const back = await store.files(ref.sha256);
    expect(back?.map((f) => f.path)).toEqual(['a.txt', 'bin/blob.dat', 'src/x.ts']);
    expect(back?.map((f) => [...f.bytes])).toEqual(files.map((f) => [...f.bytes]));
    expect(await store.has(ref.sha256)).toBe(true);
    expect(await store.files('0'.repeat(64))).toBeNull();
  });

  it('survives closing and reopening the database', async () => {
    const factory = new IDBFactory();
    const first = await freshStore(factory);
    const ref = await kept(first, filesOf({ 'a.txt': text('kept\n') }));
    first.close();
    const again = await freshStore(factory);
    expect((await again.files(ref.sha256))?.[0]?.bytes).toEqual(text('kept\n'));
  });

  it('names a tree by its paths and bytes only: the same files give the same hash, one byte more another', async () => {
    const a = await listingOf(filesOf({ 'x/y.txt': text('same') }));
    const b = await listingOf(filesOf({ 'x/y.txt': text('same') }));
    const c = await listingOf(filesOf({ 'x/y.txt': text('same!') }));
    const d = await listingOf(filesOf({ 'x/z.txt': text('same') }));
    expect(a.ref.sha256).toBe(b.ref.sha256);
    expect(new Set([a.ref.sha256, c.ref.sha256, d.ref.sha256]).size).toBe(3);
  });

  it('sweeps trees not kept and contents only they named; contents a kept tree shares stay', async () => {
    const store = await freshStore();
    const shared = text('shared by both trees\n');
    const keptTree = await kept(store, filesOf({ 'common.txt': shared, 'only-kept.txt': text('k') }));
    const goneTree = await kept(store, filesOf({ 'common.txt': shared, 'only-gone.txt': text('g') }));
    const report = await store.sweep(new Set([keptTree.sha256]));
    expect(report).toEqual({ removedTrees: [goneTree.sha256], removedBlobs: 1 });
    expect(await store.has(goneTree.sha256)).toBe(false);
    const back = await store.files(keptTree.sha256);
    expect(back?.map((f) => new TextDecoder().decode(f.bytes))).toEqual(['shared by both trees\n', 'k']);
  });

  it('a tree two sessions refer to stays until neither does', async () => {
    const store = await freshStore();
    const ref = await kept(store, filesOf({ 'a.txt': text('a') }));
    // A session and its fork carry the same hash: the live set is the union of what every session names.
    await store.sweep(new Set([ref.sha256, ref.sha256]));
    expect(await store.has(ref.sha256)).toBe(true);
    await store.sweep(new Set());
    expect(await store.treeHashes()).toEqual([]);
    expect(await store.files(ref.sha256)).toBeNull();
  });

  it('keeps one copy of a content several files hold', async () => {
    const store = await freshStore();
    const ref = await kept(
      store,
      filesOf({ 'a.txt': text('dup'), 'b.txt': text('dup'), 'c.txt': text('other') }),
    );
    const other = await kept(store, filesOf({ 'z.txt': text('zzz') }));
    const report = await store.sweep(new Set([other.sha256]));
    expect(report.removedTrees).toEqual([ref.sha256]);
    expect(report.removedBlobs).toBe(2);
  });
});

describe('tree store sweep with a grace time', () => {
  it('leaves a tree kept after the cut-off though no session names it yet; an older one goes', async () => {
    const store = await freshStore();
    const old = await keepFiles(filesOf({ 'old.txt': text('old') }), store, undefined, 1_000);
    const recent = await keepFiles(filesOf({ 'new.txt': text('new') }), store, undefined, 5_000);
    if (!old.ok || !recent.ok) throw new Error('not kept');
    const report = await store.sweep(new Set(), 2_000);
    expect(report.removedTrees).toEqual([old.value.sha256]);
    expect(await store.has(recent.value.sha256)).toBe(true);
  });
});
