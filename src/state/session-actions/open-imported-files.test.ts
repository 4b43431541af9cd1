// Opening imported files as a new session, and sweeping the tree store: the library's documents, the session
// on screen and this page's imports are the live set; a refused import opens nothing.
import { describe, expect, it } from 'vitest';
import { readLibrary } from '../../session/export/library-snapshot';
import { createAppStore } from '../store';
import type { TreeImports } from './deps';
import { deleteSession } from './library-actions';
import { openImportedFiles, sweepImportedTrees } from './open-imported-files';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

const hash = (c: string) => c.repeat(64);

function fakeTrees(refs: string[]) {
  const swept: (readonly string[])[] = [];
  const trees: TreeImports = {
    importTree: () => {
      const sha256 = refs.shift();
      return Promise.resolve(
        sha256
          ? { ok: true, ref: { sha256, files: 2, bytes: 10 } }
          : { ok: false, refusal: { kind: 'too-many-files', files: 5001, limit: 5000 } },
      );
    },
    snapshot: () => Promise.resolve(null),
    keepSnapshot: () => Promise.reject(new Error('not used')),
    sweep: (keep) => {
      swept.push([...keep].sort());
      return Promise.resolve({ removedTrees: [], removedBlobs: 0 });
    },
  };
  return { trees, swept };
}

function setUp(refs: string[]) {
  const store = createAppStore('en');
  const runtime = fakeRuntime(store);
  const storage = memoryStorage();
  const { trees, swept } = fakeTrees(refs);
  const deps = { ...fakeDeps({ store, runtime, storage }), trees };
  return { store, runtime, storage, deps, swept };
}

const source = { kind: 'folder', files: [] } as const;

describe('opening imported files', () => {
  it('opens a new entry whose document names the tree and holds no files', async () => {
    const { runtime, storage, deps } = setUp([hash('a')]);
    const opened = await openImportedFiles(deps, source, 'proj (imported)', () => undefined);
    expect(opened.kind === 'opened' && opened.outcome.ok).toBe(true);
    const spec = runtime.loads[0]?.spec;
    expect(spec?.importedTree).toEqual({ sha256: hash('a'), files: 2, bytes: 10 });
    expect(spec?.workspace.entries).toEqual([]);
    const read = readLibrary(storage);
    expect(read.ok && read.entries.map((e) => [e.title, e.document.importedTree?.sha256])).toEqual([
      ['proj (imported)', hash('a')],
    ]);
  });

  it('answers a refusal and opens nothing', async () => {
    const { runtime, deps } = setUp([]);
    const opened = await openImportedFiles(deps, source, 'x', () => undefined);
    expect(opened).toEqual({
      kind: 'refused',
      refusal: { kind: 'too-many-files', files: 5001, limit: 5000 },
    });
    expect(runtime.loads).toEqual([]);
  });
});

describe('sweeping imported trees', () => {
  it('keeps what the library, the screen and this page name; a deleted session’s tree goes once nothing names it', async () => {
    const { storage, deps, swept } = setUp([hash('a'), hash('b')]);
    await openImportedFiles(deps, source, 'first', () => undefined);
    await openImportedFiles(deps, source, 'second', () => undefined);
    await sweepImportedTrees(deps);
    expect(swept.at(-1)).toEqual([hash('a'), hash('a'), hash('b'), hash('b'), hash('b')].sort());
    const read = readLibrary(storage);
    if (!read.ok) throw new Error(read.reason);
    const first = read.entries.find((e) => e.title === 'first')!;
    await deleteSession(deps, first.id);
    await sweepImportedTrees(deps);
    // This page imported both, so both stay for its life; the library names only the second now.
    const libraryNames = readLibrary(storage);
    expect(libraryNames.ok && libraryNames.entries.map((e) => e.document.importedTree?.sha256)).toEqual([
      hash('b'),
    ]);
  });

  it('sweeps nothing when the library cannot be read', async () => {
    const { storage, deps, swept } = setUp([]);
    storage.setItem('toolscope.library.v1', '{not json');
    await sweepImportedTrees(deps);
    expect(swept).toEqual([]);
  });
});
