// A person's editor drafts: text typed into a workspace file and not yet saved (so not an input, and not in
// the trace). They belong to a library entry and survive a reload as drafts: reopened, the editor shows the
// draft with Save still to press, and nothing of it has reached the run. The IndexedDB library keeps them in
// a store of their own, beside the entries (idb/idb-library.ts); this file is how they were kept in
// localStorage (`{ [entryId]: { [path]: text } }` in one key), which the key-value library still uses and
// the IndexedDB library moves in from once (idb/drafts-migration.ts).
import { storageFailure } from './entry-edits';
import type { LibraryChange } from './library-store';
import type { KeyValueStorage } from './session-library';

export const DRAFTS_KEY = 'toolscope.library.drafts.v1';

/** Path (relative to the workspace root) → the text typed. */
export type EditorDrafts = Readonly<Record<string, string>>;

function readAll(storage: KeyValueStorage): Record<string, EditorDrafts> {
  return parseAllDrafts(storage.getItem(DRAFTS_KEY));
}

/** The drafts key's text as `{ [entryId]: drafts }` (checked one by one with `wellFormedDrafts`). */
export function parseAllDrafts(text: string | null): Record<string, EditorDrafts> {
  if (text === null) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, EditorDrafts>)
      : {};
  } catch {
    return {}; // damaged drafts cost the drafts only, never the library
  }
}

/** The entry's drafts, keeping only well-formed ones (a path → a string). */
export function readDrafts(storage: KeyValueStorage, id: string): EditorDrafts {
  const all = readAll(storage);
  return wellFormedDrafts(Object.hasOwn(all, id) ? all[id] : undefined);
}

/** Only well-formed drafts (a non-empty path → a string), whatever was stored. */
export function wellFormedDrafts(drafts: unknown): EditorDrafts {
  if (typeof drafts !== 'object' || drafts === null) return {};
  const kept: Record<string, string> = {};
  for (const [path, text] of Object.entries(drafts as Record<string, unknown>))
    if (path !== '' && typeof text === 'string') kept[path] = text;
  return kept;
}

/** Replaces the entry's drafts (none: the entry is dropped from the key). */
export function writeDrafts(storage: KeyValueStorage, id: string, drafts: EditorDrafts): LibraryChange<null> {
  const all = readAll(storage);
  if (Object.keys(drafts).length === 0) delete all[id];
  else all[id] = drafts;
  try {
    storage.setItem(DRAFTS_KEY, JSON.stringify(all));
    return { ok: true, value: null };
  } catch (error) {
    return { ok: false, reason: storageFailure(error) };
  }
}
