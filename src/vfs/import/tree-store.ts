// The tree store: imported trees in an IndexedDB database of their own ("toolscope-trees"), never in a session
// document. Contents are kept once per SHA-256 (`blobs`), trees as listings naming them (`trees`, keyed by the
// tree hash), so a session, its forks and the same folder imported twice share one copy. `sweep(keep)` removes
// every tree no session refers to, then every content no remaining tree names (mark and sweep: nothing to
// count up or down, so a session deleted by any path is collected the next time the page sweeps).
import type { ImportedFile, TreeListing } from './imported-tree';

export const TREE_DATABASE = 'toolscope-trees';
const DATABASE_VERSION = 1;
const BLOBS = 'blobs';
const TREES = 'trees';

interface StoredTree {
  readonly files: number;
  readonly bytes: number;
  /** Wall time of the last put: a tree just imported is not swept before a session can name it. */
  readonly keptAtMs?: number;
  /** [path, sha256, size] per file, sorted by path. */
  readonly entries: readonly (readonly [string, string, number])[];
}

export interface SweepReport {
  readonly removedTrees: readonly string[];
  readonly removedBlobs: number;
}

export interface TreeStore {
  /** Keeps the tree and any content not yet stored, in one transaction: all of it or none. */
  put(listing: TreeListing, files: readonly ImportedFile[], nowMs?: number): Promise<void>;
  has(treeHash: string): Promise<boolean>;
  /** The tree's files with their bytes, sorted by path; null when it is not here. */
  files(treeHash: string): Promise<ImportedFile[] | null>;
  /** Every tree hash kept. */
  treeHashes(): Promise<string[]>;
  /**
   * Removes the trees not in `keep` (kept before `keptBeforeMs`, when given: another tab's import that no
   * session names yet is left alone), then the contents no remaining tree names.
   */
  sweep(keep: ReadonlySet<string>, keptBeforeMs?: number): Promise<SweepReport>;
  close(): void;
}

export async function openTreeStore(
  factory: IDBFactory = indexedDB,
  name = TREE_DATABASE,
): Promise<TreeStore> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(name, DATABASE_VERSION);
    request.onupgradeneeded = () => {
      const created = request.result;
      if (!created.objectStoreNames.contains(BLOBS)) created.createObjectStore(BLOBS);
      if (!created.objectStoreNames.contains(TREES)) created.createObjectStore(TREES);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`Could not open ${name}`));
    request.onblocked = () => reject(new Error(`${name} is held open by an older version of this page`));
  });
  return new IndexedTreeStore(db);
}

class IndexedTreeStore implements TreeStore {
  constructor(private readonly db: IDBDatabase) {}

  async put(listing: TreeListing, files: readonly ImportedFile[], nowMs?: number): Promise<void> {
    const tx = this.db.transaction([BLOBS, TREES], 'readwrite');
    const blobs = tx.objectStore(BLOBS);
    const byPath = new Map(files.map((file) => [file.path, file.bytes]));
    const stored = new Set<string>();
    for (const entry of listing.entries) {
      if (stored.has(entry.sha256)) continue;
      stored.add(entry.sha256);
      const bytes = byPath.get(entry.path);
      if (bytes === undefined) throw new Error(`No content for ${entry.path}`);
      blobs.put(bytes, entry.sha256); // same key, same bytes: writing it again changes nothing
    }
    const tree: StoredTree = {
      files: listing.ref.files,
      bytes: listing.ref.bytes,
      ...(nowMs === undefined ? {} : { keptAtMs: nowMs }),
      entries: listing.entries.map((e) => [e.path, e.sha256, e.size] as const),
    };
    tx.objectStore(TREES).put(tree, listing.ref.sha256);
    await done(tx);
  }

  async has(treeHash: string): Promise<boolean> {
    const tx = this.db.transaction(TREES, 'readonly');
    const count = await request(tx.objectStore(TREES).count(treeHash));
    return count > 0;
  }

  async files(treeHash: string): Promise<ImportedFile[] | null> {
    const tx = this.db.transaction([BLOBS, TREES], 'readonly');
    const tree = (await request(tx.objectStore(TREES).get(treeHash))) as StoredTree | undefined;
    if (tree === undefined) return null;
    const blobs = tx.objectStore(BLOBS);
    // Every read is asked for at once within one transaction: IndexedDB answers them in order.
    const reads = tree.entries.map(([path, sha256]) =>
      request(blobs.get(sha256)).then((bytes) => ({ path, bytes: bytes as Uint8Array | undefined })),
    );
    const found = await Promise.all(reads);
    if (found.some((file) => file.bytes === undefined)) return null; // a damaged store: as good as absent
    return found as ImportedFile[];
  }

  async treeHashes(): Promise<string[]> {
    const tx = this.db.transaction(TREES, 'readonly');
    return (await request(tx.objectStore(TREES).getAllKeys())).map(String);
  }

  async sweep(keep: ReadonlySet<string>, keptBeforeMs?: number): Promise<SweepReport> {
    const tx = this.db.transaction([BLOBS, TREES], 'readwrite');
    const trees = tx.objectStore(TREES);
    const blobs = tx.objectStore(BLOBS);
    const treeKeys = (await request(trees.getAllKeys())).map(String);
    const removedTrees: string[] = [];
    const live = new Set<string>();
    for (const key of treeKeys) {
      const tree = (await request(trees.get(key))) as StoredTree;
      const recent = keptBeforeMs !== undefined && (tree.keptAtMs ?? 0) >= keptBeforeMs;
      if (!keep.has(key) && !recent) {
        removedTrees.push(key);
        continue;
      }
      for (const [, sha256] of tree.entries) live.add(sha256);
    }
    for (const key of removedTrees) trees.delete(key);
    const blobKeys = (await request(blobs.getAllKeys())).map(String);
    const dead = blobKeys.filter((key) => !live.has(key));
    for (const key of dead) blobs.delete(key);
    await done(tx);
    return { removedTrees, removedBlobs: dead.length };
  }

  close(): void {
    this.db.close();
  }
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}
