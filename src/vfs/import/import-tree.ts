// One import, start to end: read what the person brought, hash every file and the tree, keep it in the tree
// store, and answer the reference a session document keeps. Progress is told per phase, for the page's bar.
import type { ImportRefusal } from './import-limits';
import { listingOf, type ImportedFile, type ImportedTreeRef, type TreeOutcome } from './imported-tree';
import { PROGRESS_EVERY, readImport, type ImportSource } from './read-import';
import type { TreeStore } from './tree-store';

export interface ImportProgress {
  readonly phase: 'reading' | 'hashing' | 'storing';
  readonly done: number;
  readonly total: number;
}

export async function importTree(
  source: ImportSource,
  store: TreeStore,
  onProgress: (progress: ImportProgress) => void,
  nowMs?: number,
  /** Told the kept tree's files (handed-over-trees.ts), once the store has them, before the answer. */
  onKept?: (files: readonly ImportedFile[], ref: ImportedTreeRef) => void,
): Promise<TreeOutcome<ImportedTreeRef>> {
  const read = await readImport(source, (done, total) => onProgress({ phase: 'reading', done, total }));
  if (!read.ok) return read;
  const kept = await keepFiles(read.value, store, onProgress, nowMs);
  if (kept.ok) onKept?.(read.value, kept.value);
  return kept;
}

/** Hashes sorted files and keeps them (an import, or the files an exported document embeds). */
export async function keepFiles(
  files: readonly ImportedFile[],
  store: TreeStore,
  onProgress: (progress: ImportProgress) => void = () => undefined,
  nowMs?: number,
): Promise<TreeOutcome<ImportedTreeRef>> {
  const total = files.length;
  const listing = await listingOf(files, (done) => {
    if (done % PROGRESS_EVERY === 0 || done === total) onProgress({ phase: 'hashing', done, total });
  });
  onProgress({ phase: 'storing', done: 0, total });
  try {
    await store.put(listing, files, nowMs);
  } catch (error) {
    return { ok: false, refusal: storageRefusal(error) };
  }
  onProgress({ phase: 'storing', done: total, total });
  return { ok: true, value: listing.ref };
}

/** Whether sorted files are exactly the tree `ref` names (an embedded copy must not pass for another tree). */
export async function filesMatch(files: readonly ImportedFile[], ref: ImportedTreeRef): Promise<boolean> {
  const { ref: found } = await listingOf(files);
  return found.sha256 === ref.sha256 && found.files === ref.files && found.bytes === ref.bytes;
}

function storageRefusal(error: unknown): ImportRefusal {
  const name = error instanceof DOMException ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  return {
    kind: 'storage',
    detail: name === 'QuotaExceededError' ? `the browser's storage is full (${detail})` : detail,
  };
}
