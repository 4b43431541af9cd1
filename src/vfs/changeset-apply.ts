// Turning a view's differences into a changeset, and replaying a changeset's entries on a tree.
import type { NodeDifference } from './tree-diff';
import type { TreeEditor } from './tree-editor';
import type { Changeset, ChangesetEntry } from './changeset';
import type { WorkspaceChange } from './workspace';
import { isVfsError, type VfsError } from './vfs-error';
import { assertNever } from '../common/assert-never';

export function changesetFromDiff(differences: readonly NodeDifference[]): Changeset {
  const deleted = new Set<string>();
  const entries: ChangesetEntry[] = [];
  for (const { path, after } of differences) {
    if (after === undefined) {
      deleted.add(path);
      continue;
    }
    switch (after.type) {
      case 'file':
        entries.push({ type: 'file', path, bytes: after.bytes, mode: after.mode });
        break;
      case 'directory':
        entries.push({ type: 'directory', path, mode: after.mode });
        break;
      case 'symlink':
        entries.push({ type: 'symlink', path, target: after.target });
        break;
      default:
        assertNever(after);
    }
  }
  // A deleted folder's descendants go with it: one entry per removed top-most path keeps changesets small.
  const topDeletions = [...deleted].filter((path) => !deleted.has(path.slice(0, path.lastIndexOf('/'))));
  return { entries: [...topDeletions.map((path) => ({ type: 'delete' as const, path })), ...entries] };
}

export type EntriesOutcome =
  | { readonly ok: true; readonly changes: WorkspaceChange[] }
  | { readonly ok: false; readonly entry: ChangesetEntry; readonly error: VfsError };

/** Applies entries in order, stopping at the first that cannot apply (the caller rolls back the tree). */
export function applyChangesetEntries(
  editor: TreeEditor,
  entries: readonly ChangesetEntry[],
): EntriesOutcome {
  const changes: WorkspaceChange[] = [];
  for (const entry of entries) {
    try {
      changes.push(...applyEntry(editor, entry));
    } catch (error) {
      if (!isVfsError(error)) throw error;
      return { ok: false, entry, error };
    }
  }
  return { ok: true, changes };
}

function applyEntry(editor: TreeEditor, entry: ChangesetEntry): WorkspaceChange[] {
  if (entry.type === 'delete') return deleteEntry(editor, entry.path);
  const existing = editor.lookupSlot(entry.path, 'apply');
  if (entry.type === 'directory' && existing?.type === 'directory') {
    const same = existing.mode === entry.mode && (entry.mtimeMs ?? existing.mtimeMs) === existing.mtimeMs;
    return same ? [] : editor.setMeta(entry.path, { mode: entry.mode, ...optionalMtime(entry) });
  }
  // A node of another kind gives way first (a folder replaced by a file takes its content with it).
  const replaced =
    existing !== undefined && (existing.type === 'directory' || entry.type === 'directory')
      ? editor.rm(entry.path, { recursive: true })
      : [];
  switch (entry.type) {
    case 'directory':
      return [...replaced, ...editor.mkdir(entry.path, false, entry.mode, entry.mtimeMs)];
    case 'file':
      return [...replaced, ...editor.placeFile(entry.path, entry.bytes, entry.mode, entry.mtimeMs)];
    case 'symlink':
      return [...replaced, ...editor.placeSymlink(entry.path, entry.target, entry.mtimeMs)];
    default:
      return assertNever(entry);
  }
}

/**
 * "Nothing is at `path`" already holds when a folder above it is a file or a link: a journal may list
 * `b/a` deleted and `b` deleted (deepest first) after `b` held a file, then a folder, then nothing, and
 * replayed over the state where `b` is still that file the rm of `b/a` answers ENOTDIR.
 */
function deleteEntry(editor: TreeEditor, path: string): WorkspaceChange[] {
  try {
    return editor.rm(path, { recursive: true, force: true });
  } catch (error) {
    if (isVfsError(error) && error.code === 'ENOTDIR') return [];
    throw error;
  }
}

function optionalMtime(entry: { readonly mtimeMs?: number }): { mtimeMs?: number } {
  return entry.mtimeMs === undefined ? {} : { mtimeMs: entry.mtimeMs };
}
