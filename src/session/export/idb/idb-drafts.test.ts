// Editor drafts in the IndexedDB library (fake-indexeddb): kept beside their entry across opens, gone with it,
// a quota refusal that leaves the drafts before as they were, and the one-time move of the localStorage key
// an earlier version kept them in (safe to interrupt and run again).
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { lessonById } from '../../lessons/lesson-catalog';
import { DRAFTS_KEY } from '../library-drafts';
import { LIBRARY_KEY } from '../library-key';
import type { LibraryStorage } from '../library-storage';
import { idbLibrary } from './idb-library';
import { refuseCommits } from './testing/refuse-commits';

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

async function entryIn(library: LibraryStorage): Promise<string> {
  const created = await library.create(lesson, 'lesson', 't0', 'registration');
  if (!created.ok) throw new Error(created.reason);
  return created.value.id;
}

describe('editor drafts in the IndexedDB library', () => {
  it('are kept beside their entry across opens, replaced whole, and dropped with none left', async () => {
    const factory = new IDBFactory();
    const library = idbLibrary({ factory });
    const id = await entryIn(library);
    expect(await library.readDrafts(id)).toEqual({});
    expect(await library.saveDrafts(id, { 'src/a.ts': 'typed' })).toEqual({ ok: true, value: null });
    expect(await library.saveDrafts(id, { 'src/a.ts': 'typed more', 'b.md': '# b' })).toEqual({
      ok: true,
      value: null,
    });
    expect(await idbLibrary({ factory }).readDrafts(id)).toEqual({ 'src/a.ts': 'typed more', 'b.md': '# b' });
    await library.saveDrafts(id, {});
    expect(await idbLibrary({ factory }).readDrafts(id)).toEqual({});
  });

  it('go with their entry, and an entry that is not there takes none', async () => {
    const library = idbLibrary({ factory: new IDBFactory() });
    const id = await entryIn(library);
    await library.saveDrafts(id, { 'a.txt': 'x' });
    expect((await library.remove(id)).ok).toBe(true);
    expect(await library.readDrafts(id)).toEqual({});
    expect((await library.saveDrafts(id, { 'a.txt': 'y' })).ok).toBe(false);
    expect(await library.readDrafts(id)).toEqual({});
  });

  it('a write refused for quota says so and leaves the drafts before as they were', async () => {
    const factory = new IDBFactory();
    const library = idbLibrary({ factory });
    const id = await entryIn(library);
    await library.saveDrafts(id, { 'a.txt': 'kept' });
    const refuse = refuseCommits();
    const refused = await library.saveDrafts(id, { 'a.txt': 'lost to the quota' });
    refuse.stop();
    expect(!refused.ok && refused.reason).toContain('storage for ToolScope is full');
    expect(!refused.ok && 'problem' in refused && refused.problem).toEqual({ kind: 'quota' });
    expect(await idbLibrary({ factory }).readDrafts(id)).toEqual({ 'a.txt': 'kept' });
  });
});

describe('moving the drafts from localStorage', () => {
  it('moves each entry’s drafts once, then removes the key; drafts of entries gone are not kept', async () => {
    const factory = new IDBFactory();
    const id = await entryIn(idbLibrary({ factory }));
    const old = {
      [id]: { 'src/a.ts': 'typed before the update', '': 'no path', bad: 3 },
      s99: { 'x.txt': 'gone' },
    };
    const legacy = legacyStorage({ [DRAFTS_KEY]: JSON.stringify(old), other: 'kept' });
    const library = idbLibrary({ factory, legacy });
    expect(await library.readDrafts(id)).toEqual({ 'src/a.ts': 'typed before the update' });
    expect(await library.readDrafts('s99')).toEqual({});
    expect(legacy.map.has(DRAFTS_KEY)).toBe(false);
    expect(legacy.map.get('other')).toBe('kept');
  });

  it('an entry moved in under a fresh id (its id was taken) gets its drafts under that id', async () => {
    const factory = new IDBFactory();
    const taken = await entryIn(idbLibrary({ factory }));
    const old = { id: taken, title: 'Old one', origin: 'link', savedAt: 't', document: lesson };
    const legacy = legacyStorage({
      [LIBRARY_KEY]: JSON.stringify([old]),
      [DRAFTS_KEY]: JSON.stringify({ [taken]: { 'a.txt': 'typed in the old version' } }),
    });
    const library = idbLibrary({ factory, legacy });
    const read = await library.read();
    const moved = read.ok ? read.entries.find((e) => e.title === 'Old one') : undefined;
    expect(moved?.id).toBeDefined();
    expect(moved!.id).not.toBe(taken);
    expect(await library.readDrafts(moved!.id)).toEqual({ 'a.txt': 'typed in the old version' });
    expect(await library.readDrafts(taken)).toEqual({});
  });

  it('drafts typed since in this version win over the old key’s', async () => {
    const factory = new IDBFactory();
    const first = idbLibrary({ factory });
    const id = await entryIn(first);
    await first.saveDrafts(id, { 'a.txt': 'newer' });
    const legacy = legacyStorage({ [DRAFTS_KEY]: JSON.stringify({ [id]: { 'a.txt': 'older' } }) });
    expect(await idbLibrary({ factory, legacy }).readDrafts(id)).toEqual({ 'a.txt': 'newer' });
    expect(legacy.map.has(DRAFTS_KEY)).toBe(false);
  });

  it('interrupted after the copy, the next start copies nothing twice and removes the key', async () => {
    const factory = new IDBFactory();
    const id = await entryIn(idbLibrary({ factory }));
    const text = JSON.stringify({ [id]: { 'a.txt': 'moved' } });
    const legacy = legacyStorage({ [DRAFTS_KEY]: text });
    const interrupted = idbLibrary({
      factory,
      legacy,
      migrationFaults: {
        beforeRemove: () => {
          throw new Error('the page went away');
        },
      },
    });
    expect(await interrupted.readDrafts(id)).toEqual({ 'a.txt': 'moved' });
    expect(legacy.map.get(DRAFTS_KEY)).toBe(text); // still there: the move did not finish
    expect(await idbLibrary({ factory, legacy }).readDrafts(id)).toEqual({ 'a.txt': 'moved' });
    expect(legacy.map.has(DRAFTS_KEY)).toBe(false);
  });
});
