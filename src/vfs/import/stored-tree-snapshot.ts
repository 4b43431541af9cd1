// An imported tree read back from the tree store as the snapshot a workspace restores (the runtime worker's
// way to the initial files of an imported session; the export's way to embed them).
import type { WorkspaceSnapshot } from '../snapshot-format';
import { snapshotOfImportedFiles } from './imported-snapshot';
import type { ImportedTreeRef } from './imported-tree';
import { openTreeStore } from './tree-store';

export async function storedTreeSnapshot(
  ref: ImportedTreeRef,
  factory: IDBFactory = indexedDB,
): Promise<WorkspaceSnapshot | null> {
  const store = await openTreeStore(factory);
  try {
    const files = await store.files(ref.sha256);
    return files === null ? null : snapshotOfImportedFiles(files);
  } finally {
    store.close();
  }
}
