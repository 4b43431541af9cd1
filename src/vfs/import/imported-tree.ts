// An imported tree: the files a person brought, their SHA-256 content hashes, and the tree's own hash, which
// names it in the tree store and in the session document. The tree hash covers exactly the paths and the bytes
// (each file's hash and size, sorted by path), so the same folder imported twice, from a picker or a zip, is
// the same tree, and a session and its forks share it.
import type { ImportRefusal } from './import-limits';
import { eachInFlight } from './in-flight';

/** Files hashed at once (Web Crypto works on the browser's own threads). */
const HASHES_IN_FLIGHT = 8;

export interface ImportedFile {
  /** Relative to the workspace root, `/`-separated, no `..`. */
  readonly path: string;
  readonly bytes: Uint8Array;
}

/** What a session document says of its imported files: enough to find them and to say what is missing. */
export interface ImportedTreeRef {
  readonly sha256: string;
  readonly files: number;
  readonly bytes: number;
}

export interface TreeListingEntry {
  readonly path: string;
  readonly sha256: string;
  readonly size: number;
}

/** A tree as the store keeps it: its files by path, each naming its content by hash. */
export interface TreeListing {
  readonly ref: ImportedTreeRef;
  /** Sorted by path (UTF-16 code units). */
  readonly entries: readonly TreeListingEntry[];
}

export type TreeOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: ImportRefusal };

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return hexOf(new Uint8Array(digest));
}

function hexOf(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The text the tree hash is taken over: one `<sha256> <size> <path>` line per file, sorted by path. */
export function treeHashText(entries: readonly TreeListingEntry[]): string {
  return entries.map((e) => `${e.sha256} ${e.size} ${e.path}\n`).join('');
}

/**
 * Hashes every file (Web Crypto, off the caller's thread inside the browser's crypto) and the tree. `files`
 * must be sorted by path with no duplicates. `onHashed` hears how many are done, for a progress bar.
 */
export async function listingOf(
  files: readonly ImportedFile[],
  onHashed: (done: number) => void = () => undefined,
): Promise<TreeListing> {
  const entries = new Array<TreeListingEntry>(files.length);
  let done = 0;
  await eachInFlight(files.length, HASHES_IN_FLIGHT, async (index) => {
    const file = files[index]!;
    entries[index] = { path: file.path, sha256: await sha256Hex(file.bytes), size: file.bytes.byteLength };
    onHashed(++done);
  });
  const bytes = entries.reduce((sum, entry) => sum + entry.size, 0);
  const sha256 = await sha256Hex(new TextEncoder().encode(treeHashText(entries)));
  return { ref: { sha256, files: entries.length, bytes }, entries };
}
