// A shell changeset as the JSON file changes a session records (the same shape as an editor's save), so a
// replay applies a terminal command's effect without running the command again.
import { bytesToBase64 } from '../../common/base64';
import type { Changeset } from '../../vfs';
import type { JsonFileChange } from '../spec/recorded-input';
import { assertNever } from '../../common/assert-never';

export interface JsonChanges {
  readonly changes: readonly JsonFileChange[];
  /** Symlinks have no JSON form in the session document: reported, not recorded. */
  readonly skipped: readonly string[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function changesetToJson(changeset: Changeset): JsonChanges {
  const changes: JsonFileChange[] = [];
  const skipped: string[] = [];
  for (const entry of changeset.entries) {
    const path = workspaceRelative(entry.path);
    switch (entry.type) {
      case 'file':
        changes.push(fileChange(path, entry.bytes));
        break;
      case 'directory':
        changes.push({ type: 'directory', path });
        break;
      case 'delete':
        changes.push({ type: 'delete', path });
        break;
      case 'symlink':
        skipped.push(path);
        break;
      default: {
        return assertNever(entry);
      }
    }
  }
  return { changes, skipped };
}

/** Sessions name files relative to the workspace root, as the editor does (`src/a.ts`). */
function workspaceRelative(path: string): string {
  return path.startsWith('/workspace/') ? path.slice('/workspace/'.length) : path;
}

/** Text stays readable in the document; bytes that are not UTF-8 are kept exactly, as base64. */
function fileChange(path: string, bytes: Uint8Array): JsonFileChange {
  try {
    return { type: 'file', path, encoding: 'utf8', content: utf8.decode(bytes) };
  } catch {
    return { type: 'file', path, encoding: 'base64', content: bytesToBase64(bytes) };
  }
}
