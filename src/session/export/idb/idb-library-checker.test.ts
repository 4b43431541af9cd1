// Who reads and checks a read's changed entries is the library's caller's choice (the page: a worker,
// decision 0835): every entry a read found changed goes to that checker, once per revision; what it answers
// is what the read offers and refuses, in library order and its words; and a checker that fails costs
// nothing: the library checks the entries itself.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { lessonById } from '../../lessons/lesson-catalog';
import { idbLibrary } from './idb-library';
import { openLibraryDb } from './library-db';
import { readAndCheck, type CheckStoredEntries } from './stored-entry-check';

const lesson = lessonById('registration')!.document;
const position = { released: 1, finished: false };

async function libraryOf(titles: readonly string[]) {
  const factory = new IDBFactory();
  const writer = idbLibrary({ factory });
  for (const title of titles)
    if (!(await writer.create({ ...lesson, title }, 'link', 't0')).ok) throw new Error('create failed');
  const opened = await openLibraryDb(factory, () => undefined);
  if (!opened.ok) throw new Error(opened.reason);
  return { factory, writer, db: opened.db };
}

describe('the library read and its entry checker', () => {
  it('hands the checker each changed entry once per revision, and offers what it answers', async () => {
    const { factory, writer, db } = await libraryOf(['First', 'Second']);
    const calls: (readonly string[])[] = [];
    const elsewhere: CheckStoredEntries = (ids) => {
      calls.push(ids);
      return readAndCheck(db, ids);
    };
    const library = idbLibrary({ factory, checkEntries: elsewhere });
    const first = await library.read();
    expect(calls).toEqual([['s1', 's2']]);
    expect(first.ok && first.entries.map((e) => e.title)).toEqual(['First', 'Second']);

    await library.read();
    expect(calls).toHaveLength(1); // nothing changed: nothing checked again

    await writer.save('s2', { document: lesson, savedAt: 't2', position, pending: [] });
    const third = await library.read();
    expect(calls).toEqual([['s1', 's2'], ['s2']]);
    expect(third.ok && third.entries.map((e) => [e.id, e.savedAt])).toEqual([
      ['s1', 't0'],
      ['s2', 't2'],
    ]);
  });

  it('lists what the checker refuses with its words, beside what it accepts, in library order', async () => {
    const { factory, db } = await libraryOf(['One', 'Two', 'Three']);
    const refuseTwo: CheckStoredEntries = async (ids) =>
      (await readAndCheck(db, ids)).map((checked) =>
        checked.id === 's2'
          ? {
              ...checked,
              result: {
                ok: false,
                refused: { id: 's2', title: 'Two', problem: 'schema', reason: 'Refused here.' },
              },
            }
          : checked,
      );
    const read = await idbLibrary({ factory, checkEntries: refuseTwo }).read();
    if (!read.ok) throw new Error(read.reason);
    expect(read.entries.map((e) => e.title)).toEqual(['One', 'Three']);
    expect(read.refused).toEqual([{ id: 's2', title: 'Two', problem: 'schema', reason: 'Refused here.' }]);
  });

  it('checks the entries itself when the checker fails, so none is lost', async () => {
    const { factory } = await libraryOf(['One', 'Two']);
    const failing: CheckStoredEntries = () => Promise.reject(new Error('the worker stopped'));
    const read = await idbLibrary({ factory, checkEntries: failing }).read();
    expect(read.ok && read.entries.map((e) => e.title)).toEqual(['One', 'Two']);
    expect(read.ok && read.refused).toEqual([]);
  });
});
