// An imported tree read back from the tree store: as files with their bytes, the runtime worker's way to the
// initial files of an imported session; as a snapshot, the export's way to embed them.
import type { WorkspaceSnapshot } from '../snapshot-format';
import type { WorkspaceFiles } from '../workspace-files';
import { snapshotOfImportedFiles, workspaceOfImportedFiles } from './imported-snapshot';
import type { ImportedFile, ImportedTreeRef } from './imported-tree';
import { openTreeStore } from './tree-store';

async function storedFiles(ref: ImportedTreeRef, factory: IDBFactory): Promise<ImportedFile[] | null> {
  const store = await openTreeStore(factory);
  try {
    return await store.files(ref.sha256);
  } finally {
    store.close();
  }
}

export async function storedTreeSnapshot(
  ref: ImportedTreeRef,
  factory: IDBFactory = indexedDB,
): Promise<WorkspaceSnapshot | null> {
  const files = await storedFiles(ref, factory);
  return files === null ? null : snapshotOfImportedFiles(files);
}

export async function storedTreeFiles(
  ref: ImportedTreeRef,
  factory: IDBFactory = indexedDB,
): Promise<WorkspaceFiles | null> {
  const files = await storedFiles(ref, factory);
  return files === null ? null : workspaceOfImportedFiles(files);
}
