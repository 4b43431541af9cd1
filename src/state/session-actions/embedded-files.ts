// An imported session's files travel in an export, never in a link: the exported document embeds the tree as
// its `workspace` snapshot (the reference stays, so the recipient keeps it by the same hash), and opening such
// a file puts the files back into this browser's tree store, so the library's copy of the document holds the
// reference alone.
import type { SessionDocument } from '../../session/session-document';
import type { SessionActionDeps } from './deps';

export type Embedding =
  | { readonly ok: true; readonly document: SessionDocument }
  | { readonly ok: false; readonly reason: 'missing' | 'unavailable' };

/** The document with its imported files embedded; unchanged when it names none or embeds them already. */
export async function withEmbeddedFiles(
  deps: SessionActionDeps,
  document: SessionDocument,
): Promise<Embedding> {
  const ref = document.importedTree;
  if (!ref || document.workspace.entries.length > 0) return { ok: true, document };
  if (!deps.trees) return { ok: false, reason: 'unavailable' };
  const snapshot = await deps.trees.snapshot(ref).catch(() => null);
  return snapshot
    ? { ok: true, document: { ...document, workspace: snapshot } }
    : { ok: false, reason: 'missing' };
}

/** An opened document's embedded files, kept in the tree store; the document then refers to them alone. */
export async function keepEmbeddedFiles(
  deps: SessionActionDeps,
  document: SessionDocument,
): Promise<{ readonly ok: true; readonly document: SessionDocument } | { readonly ok: false }> {
  const ref = document.importedTree;
  if (!ref || document.workspace.entries.length === 0 || !deps.trees) return { ok: true, document };
  const kept = await deps.trees.keepSnapshot(ref, document.workspace).catch(() => null);
  if (!kept?.ok) return { ok: false };
  return { ok: true, document: { ...document, workspace: { ...document.workspace, entries: [] } } };
}
