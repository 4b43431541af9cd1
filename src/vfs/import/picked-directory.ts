// A folder the person chose through the File System Access API (`showDirectoryPicker()`, Chromium), walked
// here in the import worker: the page only hands over the directory handle (structured-cloneable), so its
// thread never builds a File object per file — building 2,000 of them for an <input webkitdirectory> held
// it for 0.7 s in one task. Each file's path starts with the folder's own name, as `webkitRelativePath`
// does, so a folder opened either way is the same tree (read-import.ts drops the shared top folder).
import { IMPORT_LIMITS, limitPassed, type ImportRefusal } from './import-limits';
import { eachInFlight } from './in-flight';
import type { TreeOutcome } from './imported-tree';

/** The part of FileSystemDirectoryHandle the walk uses (its async iteration is not in TypeScript's DOM lib). */
export interface PickedDirectory {
  readonly kind: 'directory';
  readonly name: string;
  values(): AsyncIterable<PickedDirectory | PickedFileHandle>;
}

export interface PickedFileHandle {
  readonly kind: 'file';
  readonly name: string;
  getFile(): Promise<Blob>;
}

export interface ListedFile {
  readonly path: string;
  readonly handle: PickedFileHandle;
}

/** Folders listed at once: each listing waits on the browser's file system, not on this thread. */
const LISTINGS_IN_FLIGHT = 8;
/**
 * Files opened and read at once: each waits on the browser twice (the File, then its bytes) and costs this
 * thread little, so more in flight keeps the browser's file threads busy (more than 8).
 */
const READS_IN_FLIGHT = 16;

/** Every file under `root`, its path starting with `root.name`; folders listed a few at a time. */
export async function listDirectory(root: PickedDirectory): Promise<TreeOutcome<ListedFile[]>> {
  const files: ListedFile[] = [];
  let level: { readonly path: string; readonly dir: PickedDirectory }[] = [{ path: root.name, dir: root }];
  try {
    while (level.length > 0) {
      const below: typeof level = [];
      await eachInFlight(level.length, LISTINGS_IN_FLIGHT, async (index) => {
        const { path, dir } = level[index]!;
        for await (const entry of dir.values()) {
          const entryPath = `${path}/${entry.name}`;
          if (entry.kind === 'directory') below.push({ path: entryPath, dir: entry });
          else files.push({ path: entryPath, handle: entry });
        }
      });
      level = below;
    }
  } catch (error) {
    return refuse({ kind: 'unreadable', path: root.name, detail: (error as Error).message });
  }
  return { ok: true, value: files };
}

/**
 * Every listed file's bytes, in the listing's order. The file count is known from the listing alone, so a
 * folder over the limit is refused before any file is opened; the sizes come with each File, so reading stops
 * once their running total passes the byte limit (the rest are only opened, to name the folder's whole size).
 */
export async function readListed(
  listed: readonly ListedFile[],
  onRead: (done: number, total: number) => void,
  progressEvery: number,
): Promise<TreeOutcome<Uint8Array[]>> {
  const over = limitPassed(listed.length, 0);
  if (over) return refuse(over);
  const contents = new Array<Uint8Array>(listed.length);
  let bytes = 0;
  let done = 0;
  let unreadable: ImportRefusal | null = null;
  try {
    await eachInFlight(listed.length, READS_IN_FLIGHT, async (index) => {
      const { path, handle } = listed[index]!;
      try {
        const file = await handle.getFile();
        bytes += file.size;
        if (bytes <= IMPORT_LIMITS.maxBytes) contents[index] = new Uint8Array(await file.arrayBuffer());
      } catch (error) {
        unreadable ??= { kind: 'unreadable', path, detail: (error as Error).message };
        throw error;
      }
      done++;
      if (done % progressEvery === 0 || done === listed.length) onRead(done, listed.length);
    });
  } catch (error) {
    return refuse(unreadable ?? { kind: 'unreadable', path: '', detail: (error as Error).message });
  }
  const overBytes = limitPassed(listed.length, bytes);
  return overBytes ? refuse(overBytes) : { ok: true, value: contents };
}

function refuse(refusal: ImportRefusal): { readonly ok: false; readonly refusal: ImportRefusal } {
  return { ok: false, refusal };
}
