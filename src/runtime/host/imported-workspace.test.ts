// An imported session starts from the tree its spec names: from the tree store when this place has it, from
// the files an export embeds otherwise, and is refused with a plain reason when neither holds them. The files
// never come back into the spec the session saves.
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { keepFiles } from '../../vfs/import/import-tree';
import { snapshotOfImportedFiles } from '../../vfs/import/imported-snapshot';
import { storedTreeFiles } from '../../vfs/import/stored-tree-snapshot';
import { openTreeStore } from '../../vfs/import/tree-store';
import { emptySnapshot } from '../../vfs/snapshot-format';
import { scriptedSpec } from '../testing/spec-builders';
import type { ImportedTreeRef, RunSpec } from '../spec/run-spec';
import { createInProcessRuntime } from './node-runtime';
import type { ImportedTreeSource } from './imported-workspace';

const binary = new Uint8Array([0, 0xff, 0xfe, 0x80, 0x00, 0x41]);
const files = [
  { path: 'assets/logo.bin', bytes: binary },
  { path: 'src/main.ts', bytes: new TextEncoder().encode('console.log("hi");\n') },
];

async function storedTree() {
  const factory = new IDBFactory();
  const store = await openTreeStore(factory);
  const kept = await keepFiles(files, store);
  store.close();
  if (!kept.ok) throw new Error(kept.refusal.kind);
  const source: ImportedTreeSource = { files: (ref) => storedTreeFiles(ref, factory) };
  return { ref: kept.value, source };
}

function importedSpec(ref: ImportedTreeRef): RunSpec {
  const base = scriptedSpec([{ content: 'Done.' }]);
  return { ...base, workspace: emptySnapshot(), importedTree: ref };
}

describe('an imported session', () => {
  it('starts from the stored tree, byte for byte, and saves only the reference', async () => {
    const { ref, source } = await storedTree();
    const created = await createInProcessRuntime(importedSpec(ref), {
      mode: 'replay',
      importedTrees: source,
    });
    if (!created.ok) throw new Error(created.reason);
    expect(await created.workspace.readFile('/workspace/assets/logo.bin')).toEqual(binary);
    expect(new TextDecoder().decode(await created.workspace.readFile('/workspace/src/main.ts'))).toBe(
      'console.log("hi");\n',
    );
    const saved = created.runtime.exportSpec();
    expect(saved.importedTree).toEqual(ref);
    expect(saved.workspace.entries).toEqual([]);
    created.dispose();
  });

  it('is refused, saying the files are not here, where no store has the tree', async () => {
    const { ref } = await storedTree();
    const created = await createInProcessRuntime(importedSpec(ref), { mode: 'replay' });
    expect(created.ok).toBe(false);
    expect(!created.ok && created.reason).toMatch(/^The imported files of this session \(2 files, 25 bytes/);
    const elsewhere = await createInProcessRuntime(importedSpec(ref), {
      mode: 'replay',
      importedTrees: { files: () => Promise.resolve(null) },
    });
    expect(elsewhere.ok).toBe(false);
  });

  it('starts from the files an export embeds when no store has them', async () => {
    const { ref } = await storedTree();
    const embedded = { ...importedSpec(ref), workspace: snapshotOfImportedFiles(files) };
    const created = await createInProcessRuntime(embedded, { mode: 'replay' });
    if (!created.ok) throw new Error(created.reason);
    expect(await created.workspace.readFile('/workspace/assets/logo.bin')).toEqual(binary);
    created.dispose();
  });
});
