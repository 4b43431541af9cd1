// Who checks a read's entries is the library's caller's choice (the page hands it to a worker, decision
// 0835): every entry a read found changed goes to that checker, once per revision, and what it answers is
// what the read offers and refuses, in the same order and words, nothing dropped.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { lessonById } from '../../lessons/lesson-catalog';
import { checkEntriesHere, idbLibrary } from './idb-library';
import type { CheckStoredEntries, StoredEntry } from './stored-entry-check';

const lesson = lessonById('registration')!.document;
const position = { released: 1, finished: false };

function spyChecker() {
  const calls: (readonly StoredEntry[])[] = [];
  const check: CheckStoredEntries = (entries) => {
    calls.push(entries);
    return checkEntriesHere(entries);
  };
  return { calls, check };
}

describe('the library read and its entry checker', () => {
  it('hands the checker each changed entry once per revision, and offers what it answers', async () => {
    const factory = new IDBFactory();
    const writer = idbLibrary({ factory });
    const a = await writer.create(lesson, 'link', 't0');
    const b = await writer.create({ ...lesson, title: 'Second' }, 'link', 't1');
    if (!a.ok || !b.ok) throw new Error('create failed');

    const spy = spyChecker();
    const library = idbLibrary({ factory, checkEntries: spy.check });
    const first = await library.read();
    expect(spy.calls.map((call) => call.map((e) => e.id))).toEqual([['s1', 's2']]);
    expect(first.ok && first.entries.map((e) => e.title)).toEqual([lesson.title, 'Second']);

    await library.read();
    expect(spy.calls).toHaveLength(1); // nothing changed: nothing checked again

    await library.save(b.value.id, { document: lesson, savedAt: 't2', position, pending: [] });
    const third = await library.read();
    expect(spy.calls.map((call) => call.map((e) => e.id))).toEqual([['s1', 's2'], ['s2']]);
    expect(third.ok && third.entries.map((e) => [e.id, e.savedAt])).toEqual([
      ['s1', 't0'],
      ['s2', 't2'],
    ]);
  });

  it('lists what the checker refuses with its words, beside the entries it accepts, in library order', async () => {
    const factory = new IDBFactory();
    const writer = idbLibrary({ factory });
    for (const title of ['One', 'Two', 'Three'])
      if (!(await writer.create({ ...lesson, title }, 'link', 't0')).ok) throw new Error('create failed');
    const refuseTwo: CheckStoredEntries = async (entries) =>
      (await checkEntriesHere(entries)).map((result, i) =>
        entries[i]!.id === 's2'
          ? {
              ok: false,
              refused: { id: 's2', title: 'Two', problem: 'schema', reason: 'Refused in a test.' },
            }
          : result,
      );
    const read = await idbLibrary({ factory, checkEntries: refuseTwo }).read();
    if (!read.ok) throw new Error(read.reason);
    expect(read.entries.map((e) => e.title)).toEqual(['One', 'Three']);
    expect(read.refused).toEqual([
      { id: 's2', title: 'Two', problem: 'schema', reason: 'Refused in a test.' },
    ]);
  });
});
