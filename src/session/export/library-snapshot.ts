// The stored library as this page last read or wrote it. Autosave saves the session on screen every few
// seconds while it is stepped, and the library holds whole documents (a 10,000-file session is megabytes):
// parsing and schema-checking every entry again on each save blocked the page 40-60 ms (issue 19). So the
// page remembers, per storage, the text it last saw, that text parsed, what each entry offers, and the JSON
// of each entry it wrote itself. A read whose text is unchanged costs one string comparison; a write
// stringifies and checks only the entries it changed and joins the rest as written — the same string
// `JSON.stringify` of the whole array gives, so what is stored does not change. Any other writer (another
// tab, a test) changes the text, and the next read starts over from it.
import { checkEntry, titleOf } from './entry-check';
import { LIBRARY_KEY } from './library-key';
import type { KeyValueStorage, LibraryEntry, LibraryRead, RefusedEntry } from './session-library';

/** An entry as stored: the fields this version writes; anything else an older or newer version wrote stays. */
export type StoredEntry = Record<string, unknown> & { readonly id?: unknown };

export interface LibrarySnapshot {
  /** The stored string this describes (null: nothing stored yet). */
  readonly text: string | null;
  readonly stored: readonly StoredEntry[];
  /** Per stored entry: what the library offers of it; null when this version cannot load it. */
  readonly offered: readonly (LibraryEntry | null)[];
  /** Per stored entry: its JSON, when this page wrote it (otherwise made when it is next written). */
  readonly json: readonly (string | undefined)[];
}

export type SnapshotRead =
  { readonly ok: true; readonly snapshot: LibrarySnapshot } | { readonly ok: false; readonly reason: string };

const DAMAGED = 'The saved session library is damaged, so nothing was added to it.';
const remembered = new WeakMap<KeyValueStorage, LibrarySnapshot>();

export function librarySnapshot(storage: KeyValueStorage): SnapshotRead {
  const text = storage.getItem(LIBRARY_KEY);
  const known = remembered.get(storage);
  if (known !== undefined && known.text === text) return { ok: true, snapshot: known };
  let value: unknown = [];
  if (text !== null) {
    try {
      value = JSON.parse(text);
    } catch {
      return { ok: false, reason: DAMAGED };
    }
  }
  if (!Array.isArray(value)) return { ok: false, reason: DAMAGED };
  const stored = value as StoredEntry[];
  const snapshot = { text, stored, offered: stored.map(offeredEntry), json: stored.map(() => undefined) };
  remembered.set(storage, snapshot);
  return { ok: true, snapshot };
}

/** Every entry this version can load, in library order, and those it cannot, with the reason. */
export function readLibrary(storage: KeyValueStorage): LibraryRead {
  const read = librarySnapshot(storage);
  if (!read.ok) return read;
  const { stored, offered } = read.snapshot;
  const refused: RefusedEntry[] = [];
  stored.forEach((entry, i) => {
    if (offered[i] !== null) return;
    const checked = checkEntry(entry);
    refused.push({
      id: typeof entry?.id === 'string' ? entry.id : `#${i + 1}`,
      title: titleOf(entry),
      problem: checked.ok ? 'schema' : checked.problem,
      reason: checked.ok ? '' : checked.reason,
      ...(!checked.ok && checked.details ? { details: checked.details } : {}),
    });
  });
  return { ok: true, entries: offered.filter((entry) => entry !== null), refused };
}

/**
 * The library text for `entries` (a change of `previous`: unchanged entries are the same objects), and the
 * snapshot it will be once written. Only new or changed entries are stringified and checked.
 */
export function nextSnapshot(previous: LibrarySnapshot, entries: readonly unknown[]): LibrarySnapshot {
  const at = new Map<unknown, number>(previous.stored.map((entry, i) => [entry, i]));
  const offered: (LibraryEntry | null)[] = [];
  const json: string[] = [];
  for (const entry of entries) {
    const i = at.get(entry);
    json.push((i === undefined ? undefined : previous.json[i]) ?? JSON.stringify(entry));
    offered.push(i === undefined ? offeredEntry(entry) : previous.offered[i]!);
  }
  return { text: `[${json.join(',')}]`, stored: entries as readonly StoredEntry[], offered, json };
}

/** After `snapshot.text` was written to the storage. */
export function rememberSnapshot(storage: KeyValueStorage, snapshot: LibrarySnapshot): void {
  remembered.set(storage, snapshot);
}

/** Entries that no longer load are kept in storage but not offered (they are listed, with the reason). */
function offeredEntry(entry: unknown): LibraryEntry | null {
  const checked = checkEntry(entry);
  return checked.ok ? checked.entry : null;
}
