// Opening a folder or a .zip as a new session: the import worker reads, checks the limits, hashes and keeps
// the tree; then a new session naming it by hash opens like any new one (a library entry of its own). A
// refused import changes nothing on screen and answers why, for the page to say in its words.
//
// Sweeping: trees no session refers to are removed from the tree store. The live set is every tree the
// library's documents name, the one on screen, and every tree imported in this page's life (an import not
// yet kept in an entry must not vanish under a sweep that started meanwhile).
import { importedSessionDocument, treeHashesOf } from '../../session/export/imported-session';
import type { ImportProgress, ImportRefusal, ImportSource } from '../../runtime/spec/tree-import-types';
import type { ImportedTreeRef } from '../../runtime/spec/run-spec';
import type { SessionActionDeps } from './deps';
import { openDocument, type OpenOutcome } from './open-document';

export type {
  ImportProgress,
  ImportRefusal,
  ImportSource,
  PickedDirectory,
  PickedFile,
} from '../../runtime/spec/tree-import-types';

export type ImportOpening =
  | { readonly kind: 'opened'; readonly outcome: OpenOutcome; readonly tree: ImportedTreeRef }
  | { readonly kind: 'refused'; readonly refusal: ImportRefusal }
  | { readonly kind: 'unavailable' };

const importedThisPage = new WeakMap<SessionActionDeps, Set<string>>();

export async function openImportedFiles(
  deps: SessionActionDeps,
  source: ImportSource,
  title: string,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportOpening> {
  if (!deps.trees) return { kind: 'unavailable' };
  const answer = await deps.trees.importTree(source, onProgress).catch((error: unknown) => ({
    ok: false as const,
    refusal: { kind: 'storage' as const, detail: error instanceof Error ? error.message : String(error) },
  }));
  if (!answer.ok) return { kind: 'refused', refusal: answer.refusal };
  freshTrees(deps).add(answer.ref.sha256);
  const document = importedSessionDocument(title, answer.ref);
  const outcome = await openDocument(deps, { document, saveAs: 'new', step: null });
  return { kind: 'opened', outcome, tree: answer.ref };
}

/** Removes the trees no session refers to; skipped when the library cannot be read (it might name any). */
export async function sweepImportedTrees(deps: SessionActionDeps): Promise<void> {
  if (!deps.trees) return;
  const library = await deps.storage.library().read();
  if (!library.ok) return;
  const current = deps.store.getState().currentSession?.document;
  const keep = [
    ...treeHashesOf(library.entries.map((entry) => entry.document)),
    ...treeHashesOf(current ? [current] : []),
    ...freshTrees(deps),
  ];
  await deps.trees.sweep(keep).catch(() => undefined); // a failed sweep leaves everything in place
}

function freshTrees(deps: SessionActionDeps): Set<string> {
  let fresh = importedThisPage.get(deps);
  if (!fresh) importedThisPage.set(deps, (fresh = new Set()));
  return fresh;
}
