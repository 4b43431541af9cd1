import { describe, expect, it } from 'vitest';
import { lessonById } from '../lessons/lesson-catalog';
import { loadSessionValue } from '../load-session';
import { blankSessionDocument } from './blank-session';
import {
  ACTIVE_KEY,
  clearTabActiveSession,
  readActiveSession,
  readTabActiveSession,
  writeActiveSession,
  writeTabActiveSession,
} from './library-active';
import { createEntry, deleteEntry, duplicateEntry, renameEntry, updateEntryDocument } from './library-store';
import type { KeyValueStorage } from './session-library';
import { readLibrary } from './library-snapshot';
import { LIBRARY_KEY } from './library-key';

function memoryStorage(initial?: string): KeyValueStorage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>(initial === undefined ? [] : [[LIBRARY_KEY, initial]]);
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

/** A storage that holds what it has but refuses every further write, as a full localStorage does. */
function fullStorage(from: Map<string, string>): KeyValueStorage {
  return {
    getItem: (k) => from.get(k) ?? null,
    setItem: () => {
      throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    },
  };
}

const lesson = lessonById('registration')!.document;
const other = lessonById('budgets')!.document;

function titles(storage: KeyValueStorage): string[] {
  const read = readLibrary(storage);
  return read.ok ? read.entries.map((e) => `${e.id}:${e.title}`) : [read.reason];
}

describe('library operations', () => {
  it('creates entries with fresh ids, keeping a lesson id', () => {
    const storage = memoryStorage();
    const a = createEntry(storage, lesson, 'lesson', 't1', 'registration');
    const b = createEntry(storage, blankSessionDocument('New session'), 'new', 't2');
    expect(a.ok && a.value).toMatchObject({ id: 's1', origin: 'lesson', lessonId: 'registration' });
    expect(b.ok && b.value).toMatchObject({ id: 's2', origin: 'new' });
    expect(b.ok && 'lessonId' in b.value).toBe(false);
    expect(titles(storage)).toEqual([`s1:${lesson.title}`, 's2:New session']);
  });

  it('makes a blank session that the schema accepts', () => {
    expect(loadSessionValue(blankSessionDocument('Empty')).ok).toBe(true);
  });

  it('renames an entry and its document, and refuses an empty name', () => {
    const storage = memoryStorage();
    createEntry(storage, lesson, 'lesson', 't');
    const renamed = renameEntry(storage, 's1', '  Mine  ', 't2');
    expect(renamed.ok && [renamed.value.title, renamed.value.document.title, renamed.value.savedAt]).toEqual([
      'Mine',
      'Mine',
      't2',
    ]);
    const empty = renameEntry(storage, 's1', '   ', 't3');
    expect(empty.ok ? 'renamed' : empty.reason).toMatch(/needs a name/);
    expect(titles(storage)).toEqual(['s1:Mine']);
  });

  it('updates only its own entry, keeping the name given by a rename', () => {
    const storage = memoryStorage();
    createEntry(storage, lesson, 'lesson', 't');
    createEntry(storage, other, 'lesson', 't');
    renameEntry(storage, 's1', 'Renamed', 't');
    const updated = updateEntryDocument(storage, 's1', { ...other, title: 'ignored' }, 't9');
    expect(updated.ok).toBe(true);
    const read = readLibrary(storage);
    if (!read.ok) throw new Error(read.reason);
    expect(read.entries[0]!.document.userMessages).toEqual(other.userMessages);
    expect(read.entries[0]!.document.title).toBe('Renamed');
    expect(read.entries[1]!.document).toEqual(other);
  });

  it('duplicates right after the original, with a new id and its own document', () => {
    const storage = memoryStorage();
    createEntry(storage, lesson, 'lesson', 't');
    createEntry(storage, other, 'file', 't');
    const copy = duplicateEntry(storage, 's1', 'Copy', 't2');
    expect(copy.ok && copy.value.id).toBe('s3');
    expect(titles(storage)).toEqual([`s1:${lesson.title}`, 's3:Copy', `s2:${other.title}`]);
    updateEntryDocument(storage, 's3', other, 't3');
    const read = readLibrary(storage);
    expect(read.ok && read.entries[0]!.document).toEqual(lesson);
  });

  it('deletes one entry and does not reuse ids still below the highest', () => {
    const storage = memoryStorage();
    createEntry(storage, lesson, 'lesson', 't');
    createEntry(storage, other, 'lesson', 't');
    expect(deleteEntry(storage, 's1')).toEqual({ ok: true, value: 's1' });
    const again = deleteEntry(storage, 's1');
    expect(again.ok ? 'deleted' : again.reason).toMatch(/no session "s1"/);
    const next = createEntry(storage, lesson, 'lesson', 't');
    expect(next.ok && next.value.id).toBe('s3');
    expect(titles(storage)).toEqual([`s2:${other.title}`, `s3:${lesson.title}`]);
  });

  it('changes nothing in a damaged library', () => {
    for (const damaged of ['{not json', '{"an":"object"}']) {
      const storage = memoryStorage(damaged);
      const outcomes = [
        createEntry(storage, lesson, 'new', 't'),
        renameEntry(storage, 's1', 'x', 't'),
        duplicateEntry(storage, 's1', 'x', 't'),
        deleteEntry(storage, 's1'),
        updateEntryDocument(storage, 's1', lesson, 't'),
      ];
      for (const outcome of outcomes)
        expect(outcome.ok ? 'changed' : outcome.reason).toMatch(/damaged.*not changed/);
      expect(storage.map.get(LIBRARY_KEY)).toBe(damaged);
    }
  });

  it('carries entries it cannot load along untouched, and will not change them', () => {
    const unknown = { id: 's7', document: { from: 'the future' }, extra: [1, 2] };
    const storage = memoryStorage(JSON.stringify([unknown]));
    createEntry(storage, lesson, 'lesson', 't');
    const renamed = renameEntry(storage, 's7', 'x', 't');
    expect(renamed.ok).toBe(false);
    const stored = JSON.parse(storage.map.get(LIBRARY_KEY)!) as unknown[];
    expect(stored[0]).toEqual(unknown);
    expect((stored[1] as { id: string }).id).toBe('s8');
  });

  it('turns a full storage into a clear message and loses nothing', () => {
    const storage = memoryStorage();
    createEntry(storage, lesson, 'lesson', 't');
    const before = storage.map.get(LIBRARY_KEY);
    const full = fullStorage(storage.map);
    const outcomes = [
      createEntry(full, other, 'new', 't'),
      renameEntry(full, 's1', 'x', 't'),
      duplicateEntry(full, 's1', 'x', 't'),
      deleteEntry(full, 's1'),
      updateEntryDocument(full, 's1', other, 't'),
      writeActiveSession(full, { id: 's1', released: 3, finished: false }),
    ];
    for (const outcome of outcomes)
      expect(outcome.ok ? 'saved' : outcome.reason).toMatch(
        /storage .*is full.*nothing already saved was lost/,
      );
    expect(storage.map.get(LIBRARY_KEY)).toBe(before);
  });
});

describe('the active session pointer', () => {
  it('round-trips, and a cleared pointer reads as nothing open', () => {
    const storage = memoryStorage();
    expect(readActiveSession(storage)).toBeNull();
    writeActiveSession(storage, { id: 's2', released: 14, finished: true });
    expect(readActiveSession(storage)).toEqual({ id: 's2', released: 14, finished: true });
    writeActiveSession(storage, null);
    expect(readActiveSession(storage)).toBeNull();
  });

  it('reads a damaged pointer as nothing open', () => {
    for (const text of [
      '{',
      '"s1"',
      '{"id":"s1","released":-1}',
      '{"id":3,"released":1}',
      '{"id":"s1","released":1.5}',
    ]) {
      const storage = memoryStorage();
      storage.map.set(ACTIVE_KEY, text);
      expect(readActiveSession(storage)).toBeNull();
    }
  });
});

describe('the active session pointer of a tab', () => {
  it('gives each tab its own session, and a new tab the last one any tab opened', () => {
    const shared = memoryStorage();
    const tabA = { tab: memoryStorage(), shared };
    const tabB = { tab: memoryStorage(), shared };
    writeTabActiveSession(tabA, { id: 'a', released: 5, finished: false });
    writeTabActiveSession(tabB, { id: 'b', released: 9, finished: true });
    expect(readTabActiveSession(tabA)?.id).toBe('a');
    expect(readTabActiveSession(tabB)?.id).toBe('b');
    expect(readTabActiveSession({ tab: memoryStorage(), shared })?.id).toBe('b');
  });

  it('clears the latest pointer on delete only when it names the deleted session', () => {
    const shared = memoryStorage();
    const tabA = { tab: memoryStorage(), shared };
    writeTabActiveSession(tabA, { id: 'a', released: 1, finished: false });
    writeTabActiveSession({ tab: memoryStorage(), shared }, { id: 'b', released: 1, finished: false });
    clearTabActiveSession(tabA, 'a');
    expect(readTabActiveSession(tabA)).toBeNull();
    expect(readTabActiveSession({ tab: memoryStorage(), shared })?.id).toBe('b');
    clearTabActiveSession({ tab: memoryStorage(), shared }, 'b');
    expect(readTabActiveSession({ tab: memoryStorage(), shared })).toBeNull();
  });

  it('keeps a tab\'s "nothing open" even when another tab has a session open', () => {
    const shared = memoryStorage();
    const tabA = { tab: memoryStorage(), shared };
    writeTabActiveSession({ tab: memoryStorage(), shared }, { id: 'b', released: 1, finished: false });
    writeTabActiveSession(tabA, null);
    writeTabActiveSession({ tab: memoryStorage(), shared }, { id: 'c', released: 1, finished: false });
    expect(readTabActiveSession(tabA)).toBeNull();
  });
});
