// The library in IndexedDB (fake-indexeddb in Node; the e2e specs run it on Chromium's real one): the same
// behaviour as the key-value library, a quota refusal that changes nothing, a refused entry kept and listed,
// and a failed or blocked open said in words.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { lessonById } from '../../lessons/lesson-catalog';
import type { LibraryRead } from '../session-library';
import { idbLibrary } from './idb-library';
import { DOCUMENTS, ENTRIES, LIBRARY_DB, LIBRARY_DB_VERSION } from './library-db';
import { refuseCommits } from './testing/refuse-commits';

const lesson = lessonById('registration')!.document;
const position = { released: 4, finished: false };

function entriesOf(read: LibraryRead) {
  if (!read.ok) throw new Error(read.reason);
  return read.entries;
}

describe('the library in IndexedDB', () => {
  it('keeps entries across opens, in library order, with position and pending inputs', async () => {
    const factory = new IDBFactory();
    const first = idbLibrary({ factory });
    const a = await first.create(lesson, 'lesson', 't0', 'registration');
    const b = await first.create({ ...lesson, title: 'Second' }, 'link', 't1');
    if (!a.ok || !b.ok) throw new Error('create failed');
    const dup = await first.duplicate(a.value.id, 'Copy', 't2');
    expect(dup.ok).toBe(true);
    const pending = [{ type: 'clock-advance', ms: 1000 } as const];
    const saved = await first.save(a.value.id, { document: lesson, savedAt: 't3', position, pending });
    expect(saved.ok && saved.value).toMatchObject({ savedAt: 't3', position, pending });
    expect((await first.rename(b.value.id, '  Named  ', 't4')).ok).toBe(true);

    const again = entriesOf(await idbLibrary({ factory }).read());
    expect(again.map((e) => [e.id, e.title])).toEqual([
      ['s1', lesson.title],
      ['s3', 'Copy'],
      ['s2', 'Named'],
    ]);
    expect(again[0]).toMatchObject({ position, pending, lessonId: 'registration', savedAt: 't3' });
    expect(again[2]!.document.title).toBe('Named');
  });

  it('a save with nothing pending drops the earlier pending inputs; delete removes the entry', async () => {
    const library = idbLibrary({ factory: new IDBFactory() });
    const a = await library.create(lesson, 'link', 't0');
    if (!a.ok) throw new Error(a.reason);
    const pending = [{ type: 'clock-advance', ms: 5 } as const];
    await library.save(a.value.id, { document: lesson, savedAt: 't1', position, pending });
    await library.save(a.value.id, { document: lesson, savedAt: 't2', position, pending: [] });
    expect('pending' in entriesOf(await library.read())[0]!).toBe(false);
    expect(await library.remove(a.value.id)).toEqual({ ok: true, value: a.value.id });
    expect(entriesOf(await library.read())).toEqual([]);
    expect((await library.remove(a.value.id)).ok).toBe(false);
    expect((await library.save('s9', { document: lesson, savedAt: 't', position, pending: [] })).ok).toBe(
      false,
    );
  });

  it("never hands out a deleted entry's id again (its workspace database and drafts may still be going)", async () => {
    const library = idbLibrary({ factory: new IDBFactory() });
    const a = await library.create(lesson, 'link', 't0');
    if (!a.ok) throw new Error(a.reason);
    await library.remove(a.value.id);
    const b = await library.create(lesson, 'link', 't1');
    if (!b.ok) throw new Error(b.reason);
    const copy = await library.duplicate(b.value.id, 'Copy', 't2');
    if (!copy.ok) throw new Error(copy.reason);
    await library.remove(copy.value.id);
    const c = await library.create(lesson, 'link', 't3');
    if (!c.ok) throw new Error(c.reason);
    expect(new Set([a.value.id, b.value.id, copy.value.id, c.value.id]).size).toBe(4);
  });

  it('records and clears an open failure', async () => {
    const library = idbLibrary({ factory: new IDBFactory() });
    const a = await library.create(lesson, 'link', 't0');
    if (!a.ok) throw new Error(a.reason);
    await library.setOpenFailure(a.value.id, { kind: 'unfinished', at: 't1' });
    expect(entriesOf(await library.read())[0]!.openFailure).toEqual({ kind: 'unfinished', at: 't1' });
    await library.setOpenFailure(a.value.id, null);
    expect('openFailure' in entriesOf(await library.read())[0]!).toBe(false);
  });

  it('a write refused for quota says so and leaves what was saved before as it was', async () => {
    const factory = new IDBFactory();
    const library = idbLibrary({ factory });
    const a = await library.create(lesson, 'link', 't0');
    if (!a.ok) throw new Error(a.reason);
    await library.save(a.value.id, { document: lesson, savedAt: 't1', position, pending: [] });
    // The commit is refused as Chromium refuses it: the transaction aborts with a QuotaExceededError.
    const refuse = refuseCommits();
    const saved = await library.save(a.value.id, {
      document: { ...lesson, title: 'changed' },
      savedAt: 't2',
      position: { released: 9, finished: true },
      pending: [],
    });
    expect(saved.ok).toBe(false);
    expect(!saved.ok && saved.reason).toContain('storage for ToolScope is full');
    const created = await library.create(lesson, 'link', 't3');
    expect(!created.ok && created.reason).toContain('nothing already saved was lost');
    refuse.stop();
    const read = entriesOf(await idbLibrary({ factory }).read());
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({ savedAt: 't1', position });
  });

  it('an entry the schema refuses is kept as written, listed with the reason, and never changed', async () => {
    const factory = new IDBFactory();
    const library = idbLibrary({ factory });
    const a = await library.create(lesson, 'link', 't0');
    if (!a.ok) throw new Error(a.reason);
    await rawPut(factory, (tx) => {
      tx.objectStore(ENTRIES).put({ id: 's7', rev: 99, fields: { id: 's7', title: 'Future' } });
      tx.objectStore(DOCUMENTS).put({ format: 'toolscope.session', formatVersion: 999 }, 's7');
    });
    const read = await library.read();
    if (!read.ok) throw new Error(read.reason);
    expect(read.entries.map((e) => e.id)).toEqual(['s1']);
    expect(read.refused).toEqual([
      {
        id: 's7',
        title: 'Future',
        problem: 'schema',
        reason: expect.stringContaining('format version 999') as string,
      },
    ]);
    expect((await library.rename('s7', 'x', 't')).ok).toBe(false);
    expect((await library.save('s7', { document: lesson, savedAt: 't', position, pending: [] })).ok).toBe(
      false,
    );
    const still = await rawGet(factory, 's7');
    expect(still).toEqual({ format: 'toolscope.session', formatVersion: 999 });
  });

  it('a failed open is said in words, and a later use opens again', async () => {
    let fail = true;
    const real = new IDBFactory();
    const factory = {
      open: (name: string, version?: number) => {
        if (fail) throw new DOMException('The user denied permission', 'SecurityError');
        return real.open(name, version);
      },
    } as unknown as IDBFactory;
    const library = idbLibrary({ factory });
    const read = await library.read();
    expect(read.ok).toBe(false);
    expect(!read.ok && read.reason).toContain('could not be opened (The user denied permission)');
    expect((await library.create(lesson, 'link', 't')).ok).toBe(false);
    fail = false;
    expect((await library.create(lesson, 'link', 't')).ok).toBe(true);
  });

  it('an open blocked by a tab of an older version answers with a reason instead of waiting', async () => {
    const factory = new IDBFactory();
    // An "older tab": a connection at the current version that ignores versionchange.
    const held = await new Promise<IDBDatabase>((resolve) => {
      const request = factory.open(LIBRARY_DB, LIBRARY_DB_VERSION);
      request.onsuccess = () => resolve(request.result);
    });
    // This page wants a newer version: the open is blocked.
    const newer = { open: (name: string) => factory.open(name, LIBRARY_DB_VERSION + 1) };
    const read = await idbLibrary({ factory: newer as unknown as IDBFactory }).read();
    expect(!read.ok && read.reason).toContain('held open by another ToolScope tab');
    held.close();
  });
});

function withDb<T>(factory: IDBFactory, work: (db: IDBDatabase) => Promise<T>): Promise<T> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(LIBRARY_DB, LIBRARY_DB_VERSION);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error!);
  }).then(async (db) => {
    try {
      return await work(db);
    } finally {
      db.close();
    }
  });
}

function rawPut(factory: IDBFactory, write: (tx: IDBTransaction) => void): Promise<void> {
  return withDb(
    factory,
    (db) =>
      new Promise<void>((resolve, reject) => {
        const tx = db.transaction([ENTRIES, DOCUMENTS], 'readwrite');
        write(tx);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error!);
      }),
  );
}

function rawGet(factory: IDBFactory, id: string): Promise<unknown> {
  return withDb(
    factory,
    (db) =>
      new Promise((resolve) => {
        const request = db.transaction(DOCUMENTS).objectStore(DOCUMENTS).get(id);
        request.onsuccess = () => resolve(request.result);
      }),
  );
}
