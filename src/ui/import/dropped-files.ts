// What a drop carries, when it is a folder or a .zip: the folder's files with their paths inside it (walked
// through the File and Directory Entries API), or the zip itself. Anything else is not an import (a
// .session.json drop goes on to the session-file handler).
import type { ImportSource, PickedFile } from '../../state/session-actions/open-imported-files';

export interface DroppedImport {
  readonly name: string;
  readonly source: Promise<ImportSource>;
}

/** Must be called inside the drop event (the entries are readable only then); null: not an import. */
export function droppedImport(transfer: DataTransfer | null): DroppedImport | null {
  const items = [...(transfer?.items ?? [])].filter((item) => item.kind === 'file');
  const entries = items
    .map((item) => item.webkitGetAsEntry())
    .filter((e): e is FileSystemEntry => e !== null);
  const folders = entries.filter((entry) => entry.isDirectory);
  if (folders.length > 0) {
    return {
      name: folders[0]?.name ?? 'folder',
      source: walk(entries).then((files) => ({ kind: 'folder', files })),
    };
  }
  const zip = [...(transfer?.files ?? [])].find((file) => isZip(file));
  return zip ? { name: zipName(zip.name), source: Promise.resolve({ kind: 'zip', file: zip }) } : null;
}

export function isZip(file: File): boolean {
  return /\.zip$/i.test(file.name) || file.type === 'application/zip';
}

export function zipName(name: string): string {
  return name.replace(/\.zip$/i, '') || name;
}

async function walk(entries: readonly FileSystemEntry[]): Promise<PickedFile[]> {
  const files: PickedFile[] = [];
  const queue = [...entries];
  while (queue.length > 0) {
    const entry = queue.shift();
    if (entry === undefined) break;
    if (entry.isFile) {
      const blob = await new Promise<File>((resolve, reject) =>
        (entry as FileSystemFileEntry).file(resolve, reject),
      );
      files.push({ path: entry.fullPath.replace(/^\//, ''), blob });
    } else if (entry.isDirectory) {
      queue.push(...(await readAll((entry as FileSystemDirectoryEntry).createReader())));
    }
  }
  return files;
}

/** readEntries answers in batches (about 100 in Chromium) until it answers none. */
async function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}
