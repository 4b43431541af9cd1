// An imported tree as a workspace: every file with its exact bytes, the folders above them, all at virtual
// time 0 with default modes, so every recipient of the same tree starts from the same workspace. As a
// snapshot (text that is valid UTF-8 as text, anything else as base64, as every snapshot does) for an export
// that embeds it; as files (../workspace-files.ts) for the runtime, which restores the bytes as they are.
import { entryOfNode } from '../snapshot';
import {
  SNAPSHOT_FORMAT,
  SNAPSHOT_FORMAT_VERSION,
  type SnapshotEntry,
  type WorkspaceSnapshot,
} from '../snapshot-format';
import { base64ToBytes } from '../../common/base64';
import { DEFAULT_DIR_MODE, DEFAULT_FILE_MODE, encodeUtf8, makeFile } from '../tree-nodes';
import { entriesOfFiles, type WorkspaceFiles } from '../workspace-files';
import type { ImportedFile } from './imported-tree';

export const IMPORTED_MTIME_MS = 0;

/** `files` sorted by path. */
export function snapshotOfImportedFiles(files: readonly ImportedFile[]): WorkspaceSnapshot {
  const entries: SnapshotEntry[] = [];
  for (const entry of entriesOfFiles(files)) {
    entries.push(
      entry.type === 'directory'
        ? { type: 'directory', path: entry.path, mode: DEFAULT_DIR_MODE, mtimeMs: IMPORTED_MTIME_MS }
        : entryOfNode(entry.path, makeFile(entry.bytes, 0, IMPORTED_MTIME_MS, DEFAULT_FILE_MODE)),
    );
  }
  return { format: SNAPSHOT_FORMAT, formatVersion: SNAPSHOT_FORMAT_VERSION, entries };
}

/** The same tree as `snapshotOfImportedFiles`, with the bytes as they are (the runtime's way to restore it). */
export function workspaceOfImportedFiles(files: readonly ImportedFile[]): WorkspaceFiles {
  return { kind: 'files', files, mtimeMs: IMPORTED_MTIME_MS };
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
