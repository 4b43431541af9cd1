// Moving the localStorage library into IndexedDB: once, losing nothing, and safe to run again after an
// interruption at any point (mid-copy, after the copy but before the old key is removed).
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { lessonById } from '../../lessons/lesson-catalog';
import { LIBRARY_KEY } from '../library-key';
import type { LibraryRead } from '../session-library';
import { idbLibrary } from './idb-library';

const lesson = lessonById('registration')!.document;

function legacyStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const entry = (id: string, title: string, extra: object = {}) => ({
  id,
  title,
  origin: 'link',
  savedAt: '2026-01-01T00:00:00.000Z',
  document: { ...lesson, title },
  ...extra,
});

const oldLibrary = [
  entry('s1', 'First', { position: { released: 3, finished: false } }),
  // One this version refuses: kept and listed with the reason.
  { ...entry('s2', 'From the future'), document: { format: 'toolscope.session', formatVersion: 999 } },
  entry('s3', 'Third', { pending: [{ type: 'clock-advance', ms: 10 }] }),
  'not an entry',
];

function ok(read: LibraryRead) {
  if (!read.ok) throw new Error(read.reason);
  return read;
}

/** The old library in localStorage, and a library whose first migration stops (the tab closes) at `stage`. */
function interruptedMigration(stage: 'duringCopy' | 'beforeRemove') {
  const factory = new IDBFactory();
  const legacy = legacyStorage({ [LIBRARY_KEY]: JSON.stringify(oldLibrary) });
  const faults = {
    [stage]: () => {
      throw new Error('the tab closed');
    },
  };
  return { factory, legacy, interrupted: idbLibrary({ factory, legacy, migrationFaults: faults }) };
}

describe('moving the library from localStorage', () => {
  it('copies every entry (refused ones kept, with the reason), then removes the old key', async () => {
    const legacy = legacyStorage({ [LIBRARY_KEY]: JSON.stringify(oldLibrary), other: 'kept' });
    const read = ok(await idbLibrary({ factory: new IDBFactory(), legacy }).read());
    expect(read.entries.map((e) => [e.id, e.title])).toEqual([
      ['s1', 'First'],
      ['s3', 'Third'],
    ]);
    expect(read.entries[0]!.position).toEqual({ released: 3, finished: false });
    expect(read.entries[1]!.pending).toEqual([{ type: 'clock-advance', ms: 10 }]);
    expect(read.refused).toEqual([
      {
        id: 's2',
        title: 'From the future',
        problem: 'schema',
        reason: expect.stringContaining('format version 999') as string,
      },
      {
        id: 'kept-1',
        title: null,
        problem: 'not-an-entry',
        reason: expect.stringContaining('not an object') as string,
      },
    ]);
    expect(legacy.map.has(LIBRARY_KEY)).toBe(false);
    expect(legacy.map.get('other')).toBe('kept');
  });

  it('interrupted mid-copy: nothing was written, the old key stays, and the next start moves it all', async () => {
    const { factory, legacy, interrupted } = interruptedMigration('duringCopy');
    expect(ok(await interrupted.read()).entries).toEqual([]);
    expect(legacy.map.has(LIBRARY_KEY)).toBe(true);
    const read = ok(await idbLibrary({ factory, legacy }).read());
    expect(read.entries.map((e) => e.id)).toEqual(['s1', 's3']);
    expect(read.refused.map((e) => e.id)).toEqual(['s2', 'kept-1']);
    expect(legacy.map.has(LIBRARY_KEY)).toBe(false);
  });

  it('interrupted after the copy: run again, nothing is copied twice, and saves made since are kept', async () => {
    const { factory, legacy, interrupted } = interruptedMigration('beforeRemove');
    const first = ok(await interrupted.read());
    expect(first.entries.map((e) => e.id)).toEqual(['s1', 's3']);
    expect(legacy.map.has(LIBRARY_KEY)).toBe(true);
    await interrupted.save('s1', {
      document: lesson,
      savedAt: 'later',
      position: { released: 8, finished: false },
      pending: [],
    });
    const again = ok(await idbLibrary({ factory, legacy }).read());
    expect(again.entries.map((e) => e.id)).toEqual(['s1', 's3']);
    expect(again.entries[0]).toMatchObject({ savedAt: 'later', position: { released: 8 } });
    expect(again.refused).toHaveLength(2);
    expect(legacy.map.has(LIBRARY_KEY)).toBe(false);
  });

  it('an id already taken by a different entry is copied under a fresh id, not over it', async () => {
    const factory = new IDBFactory();
    const library = idbLibrary({ factory });
    await library.create({ ...lesson, title: 'Already here' }, 'new', 't0');
    const legacy = legacyStorage({ [LIBRARY_KEY]: JSON.stringify([entry('s1', 'Old one')]) });
    const read = ok(await idbLibrary({ factory, legacy }).read());
    expect(read.entries.map((e) => [e.id, e.title])).toEqual([
      ['s1', 'Already here'],
      ['s2', 'Old one'],
    ]);
  });

  it('a damaged old library is kept whole as one entry shown with the reason, and the key moved', async () => {
    const legacy = legacyStorage({ [LIBRARY_KEY]: '{not json' });
    const read = ok(await idbLibrary({ factory: new IDBFactory(), legacy }).read());
    expect(read.entries).toEqual([]);
    expect(read.refused).toEqual([
      {
        id: 'kept-1',
        title: null,
        problem: 'damaged-library',
        reason: expect.stringContaining('damaged') as string,
      },
    ]);
    expect(legacy.map.has(LIBRARY_KEY)).toBe(false);
  });

  it('an old key rewritten meanwhile by an older tab is left for the next start, which adds what is new', async () => {
    const factory = new IDBFactory();
    const legacy = legacyStorage({ [LIBRARY_KEY]: JSON.stringify([entry('s1', 'First')]) });
    const rewritten = [entry('s1', 'First'), entry('s2', 'Added by an old tab')];
    await idbLibrary({
      factory,
      legacy,
      migrationFaults: { beforeRemove: () => legacy.setItem(LIBRARY_KEY, JSON.stringify(rewritten)) },
    }).read();
    expect(legacy.map.has(LIBRARY_KEY)).toBe(true);
    const read = ok(await idbLibrary({ factory, legacy }).read());
    expect(read.entries.map((e) => e.title)).toEqual(['First', 'Added by an old tab']);
    expect(legacy.map.has(LIBRARY_KEY)).toBe(false);
  });
});
