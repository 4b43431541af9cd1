// Reading what a person brought — the files of a picked or dropped folder, or a .zip — into sorted workspace
// files with exact bytes. The limits are checked from sizes known before anything is read (a File's size, a
// zip entry's stated size), so an over-limit import is refused at once, and again on the bytes actually read
// (a zip may lie about its sizes: each entry is also checked against its stated size and CRC-32 while and after
// it is inflated, zip-entry-bytes.ts). Runs in the import worker: inflating synchronously is fine off the page.
import { limitPassed, type ImportRefusal } from './import-limits';
import { eachInFlight } from './in-flight';
import { cleanImportPath, conflictingPath, withoutSharedTopFolder } from './import-paths';
import type { ImportedFile, TreeOutcome } from './imported-tree';
import { assertNever } from '../../common/assert-never';
import { listDirectory, readListed, type PickedDirectory } from './picked-directory';
import { readZipDirectory } from './zip-directory';
import { zipEntryBytes } from './zip-entry-bytes';

/** A file as a picker or a drop gives it: its path inside the chosen folder and its content. */
export interface PickedFile {
  readonly path: string;
  readonly blob: Blob;
}

export type ImportSource =
  | { readonly kind: 'folder'; readonly files: readonly PickedFile[] }
  /** A folder chosen through `showDirectoryPicker()`: walked here, not on the page (picked-directory.ts). */
  | { readonly kind: 'directory'; readonly handle: PickedDirectory }
  | { readonly kind: 'zip'; readonly file: Blob };

export type ReadProgress = (done: number, total: number) => void;

/** Files read at once from a picked folder (in-flight.ts). */
const READS_IN_FLIGHT = 8;
/** Progress is told every so many files (and at the last): a message per file kept the page re-drawing. */
export const PROGRESS_EVERY = 50;

/** Folders macOS adds to zips it makes; they are not the person's files. */
const ZIP_NOISE = /(^|\/)__MACOSX\//;

export async function readImport(
  source: ImportSource,
  onRead: ReadProgress,
): Promise<TreeOutcome<ImportedFile[]>> {
  switch (source.kind) {
    case 'folder':
      return readFolder(source.files, onRead);
    case 'directory':
      return readDirectory(source.handle, onRead);
    case 'zip':
      return readZip(new Uint8Array(await source.file.arrayBuffer()), onRead);
    default: {
      return assertNever(source);
    }
  }
}

async function readFolder(
  picked: readonly PickedFile[],
  onRead: ReadProgress,
): Promise<TreeOutcome<ImportedFile[]>> {
  const over = limitPassed(
    picked.length,
    picked.reduce((sum, file) => sum + file.blob.size, 0),
  );
  if (over) return refuse(over);
  const named = namedFiles(picked.map((file) => file.path));
  if (!named.ok) return named;
  const files = new Array<ImportedFile>(picked.length);
  let done = 0;
  let unreadable: ImportRefusal | null = null;
  try {
    await eachInFlight(picked.length, READS_IN_FLIGHT, async (index) => {
      const file = picked[index]!;
      try {
        files[index] = {
          path: named.value[index] ?? '',
          bytes: new Uint8Array(await file.blob.arrayBuffer()),
        };
      } catch (error) {
        unreadable ??= { kind: 'unreadable', path: file.path, detail: (error as Error).message };
        throw error;
      }
      done++;
      if (done % PROGRESS_EVERY === 0 || done === picked.length) onRead(done, picked.length);
    });
  } catch (error) {
    return refuse(unreadable ?? { kind: 'unreadable', path: '', detail: (error as Error).message });
  }
  return finish(files);
}

async function readDirectory(
  handle: PickedDirectory,
  onRead: ReadProgress,
): Promise<TreeOutcome<ImportedFile[]>> {
  const listed = await listDirectory(handle);
  if (!listed.ok) return listed;
  const over = limitPassed(listed.value.length, 0);
  if (over) return refuse(over);
  const named = namedFiles(listed.value.map((file) => file.path));
  if (!named.ok) return named;
  const read = await readListed(listed.value, onRead, PROGRESS_EVERY);
  if (!read.ok) return read;
  return finish(read.value.map((bytes, index) => ({ path: named.value[index] ?? '', bytes })));
}

function readZip(data: Uint8Array, onRead: ReadProgress): TreeOutcome<ImportedFile[]> {
  // The directory states each entry's size: the limits are checked on those before anything is inflated.
  const directory = readZipDirectory(data);
  if (!directory.ok) return refuse({ kind: 'bad-zip', detail: directory.detail });
  const listed = directory.entries.filter(
    (entry) => !entry.name.endsWith('/') && !ZIP_NOISE.test(entry.name),
  );
  const over = limitPassed(
    listed.length,
    listed.reduce((sum, entry) => sum + entry.size, 0),
  );
  if (over) return refuse(over);
  const named = namedFiles(listed.map((entry) => entry.name));
  if (!named.ok) return named;
  const files: ImportedFile[] = [];
  for (const [index, entry] of listed.entries()) {
    const content = zipEntryBytes(data, entry, entry.name);
    if (!content.ok) return refuse(content.refusal);
    files.push({ path: named.value[index] ?? '', bytes: content.bytes });
  }
  onRead(files.length, files.length);
  return finish(files);
}

/** Each raw path cleaned, the shared top folder dropped; refused when one cannot be a workspace path. */
function namedFiles(raw: readonly string[]): TreeOutcome<readonly string[]> {
  if (raw.length === 0) return refuse({ kind: 'empty' });
  const cleaned: string[] = [];
  for (const path of raw) {
    const clean = cleanImportPath(path);
    if (clean === null) return refuse({ kind: 'bad-path', path });
    cleaned.push(clean);
  }
  return { ok: true, value: withoutSharedTopFolder(cleaned) };
}

/** Sorted by path; the limits checked again on the bytes read; duplicates and file-folder clashes refused. */
function finish(files: ImportedFile[]): TreeOutcome<ImportedFile[]> {
  const over = limitPassed(
    files.length,
    files.reduce((sum, file) => sum + file.bytes.byteLength, 0),
  );
  if (over) return refuse(over);
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (let i = 1; i < files.length; i++) {
    if (files[i]?.path === files[i - 1]?.path)
      return refuse({ kind: 'path-conflict', path: files[i]?.path ?? '' });
  }
  const clash = conflictingPath(files.map((file) => file.path));
  if (clash !== null) return refuse({ kind: 'path-conflict', path: clash });
  return { ok: true, value: files };
}

function refuse(refusal: ImportRefusal): { readonly ok: false; readonly refusal: ImportRefusal } {
  return { ok: false, refusal };
}
