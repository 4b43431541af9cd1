// An imported tree as the workspace snapshot the runtime restores: every file with its exact bytes (text that
// is valid UTF-8 as text, anything else as base64, as every snapshot does), the folders above them, all at
// virtual time 0 with default modes, so every recipient of the same tree starts from the same workspace.
import { entryOfNode } from '../snapshot';
import {
  SNAPSHOT_FORMAT,
  SNAPSHOT_FORMAT_VERSION,
  type SnapshotEntry,
  type WorkspaceSnapshot,
} from '../snapshot-format';
import { base64ToBytes } from '../../common/base64';
import { DEFAULT_DIR_MODE, DEFAULT_FILE_MODE, encodeUtf8, makeFile } from '../tree-nodes';
import type { ImportedFile } from './imported-tree';

export const IMPORTED_MTIME_MS = 0;

/** `files` sorted by path. */
export function snapshotOfImportedFiles(files: readonly ImportedFile[]): WorkspaceSnapshot {
  const entries: SnapshotEntry[] = [];
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.path.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/');
      if (folders.has(folder)) continue;
      folders.add(folder);
      entries.push({ type: 'directory', path: folder, mode: DEFAULT_DIR_MODE, mtimeMs: IMPORTED_MTIME_MS });
    }
    const node = makeFile(file.bytes, 0, IMPORTED_MTIME_MS, DEFAULT_FILE_MODE);
    entries.push(entryOfNode(file.path, node));
  }
  return { format: SNAPSHOT_FORMAT, formatVersion: SNAPSHOT_FORMAT_VERSION, entries };
}

/** A snapshot's files with their bytes, sorted by path (folders are implied; symlinks are not imported). */
export function filesOfSnapshot(snapshot: WorkspaceSnapshot): ImportedFile[] | null {
  const files: ImportedFile[] = [];
  for (const entry of snapshot.entries) {
    if (entry.type !== 'file') continue;
    const decoded =
      entry.encoding === 'utf8'
        ? { ok: true as const, bytes: encodeUtf8(entry.content) }
        : base64ToBytes(entry.content);
    if (!decoded.ok) return null;
    files.push({ path: entry.path, bytes: decoded.bytes });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
