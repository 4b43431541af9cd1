// A person's editor drafts: text typed into a workspace file and not yet saved (so not an input, and not in
// the trace). They belong to a library entry and survive a reload as drafts: reopened, the editor shows the
// draft with Save still to press, and nothing of it has reached the run. Kept apart from the entry's document
// in one small key beside the active pointer (`{ [entryId]: { [path]: text } }`), written at each change as the
// pointer is, so the last keystroke before a reload is not lost to a save still waiting for a quiet moment.
import { storageFailure, type LibraryChange } from './library-store';
import type { KeyValueStorage } from './session-library';

export const DRAFTS_KEY = 'toolscope.library.drafts.v1';

/** Path (relative to the workspace root) → the text typed. */
export type EditorDrafts = Readonly<Record<string, string>>;

function readAll(storage: KeyValueStorage): Record<string, EditorDrafts> {
  const text = storage.getItem(DRAFTS_KEY);
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
  const drafts: unknown = Object.hasOwn(all, id) ? all[id] : undefined;
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
