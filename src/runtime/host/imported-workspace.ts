// Where a session's initial workspace comes from when it was imported from a folder or a zip: the spec names
// the tree by hash, and the files are in the browser's tree store (src/vfs/import), or embedded in the spec's
// own snapshot (an export made to travel with them). Without either the session cannot start, and the reason
// says so plainly — the same words in the page and in `npm run replay`.
import type { ImportedTreeRef, RunSpec } from '../spec/run-spec';
import type { WorkspaceFiles } from '../../vfs/workspace-files';

/** Finds an imported tree's files with their bytes; null when this place does not have them. */
export interface ImportedTreeSource {
  files(ref: ImportedTreeRef): Promise<WorkspaceFiles | null>;
}

export type InitialWorkspace =
  /** `files` absent: the spec's own `workspace` is the initial one. */
  { readonly ok: true; readonly files?: WorkspaceFiles } | { readonly ok: false; readonly reason: string };

export async function initialWorkspaceOf(
  spec: RunSpec,
  source: ImportedTreeSource | undefined,
): Promise<InitialWorkspace> {
  const ref = spec.importedTree;
  if (ref === undefined || spec.workspace.entries.length > 0) return { ok: true };
  const found = source ? await source.files(ref) : null;
  return found ? { ok: true, files: found } : { ok: false, reason: missingTreeReason(ref) };
}

/** Kept in this shape: the page recognises it (ui/share/load-failure.ts) and says it in the person's language. */
export function missingTreeReason(ref: ImportedTreeRef): string {
  return (
    `The imported files of this session (${ref.files} files, ${ref.bytes} bytes, tree ${ref.sha256.slice(0, 12)}) ` +
    'are not here: they are kept in the browser they were imported in, not in the document. ' +
    'Open an export of the session that embeds its files.'
  );
}
