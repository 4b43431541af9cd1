// The remembered library: a save parses, checks and stringifies only what it changed (issue 19: the whole
// library was parsed and schema-checked twice per autosave), while what is stored stays byte for byte what
// `JSON.stringify` of the whole array gives, and another writer's change is always seen.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LoadSession from '../load-session';
import { lessonById } from '../lessons/lesson-catalog';
import type { KeyValueStorage } from './session-library';
import { LIBRARY_KEY } from './library-key';

vi.mock('../load-session', async (original) => {
  const actual = await original<typeof LoadSession>();
  return { ...actual, loadSessionValue: vi.fn(actual.loadSessionValue) };
});
// Loaded afresh after the mock: files share modules when isolation is off (vitest --no-isolate), and another
// file may have loaded the library's modules with the real load-session.
vi.resetModules();
const { loadSessionValue } = await import('../load-session');
const { createEntry, deleteEntry, duplicateEntry, renameEntry, updateEntryDocument } =
  await import('./library-store');
const { readLibrary } = await import('./library-snapshot');
const checks = vi.mocked(loadSessionValue);
// And the files after this one in the same worker load the real load-session again.
afterAll(() => {
  vi.doUnmock('../load-session');
  vi.resetModules();
});

function memoryStorage(): KeyValueStorage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

const registration = lessonById('registration')!.document;
const budgets = lessonById('budgets')!.document;
const stored = (storage: { map: Map<string, string> }) => storage.map.get(LIBRARY_KEY)!;
const titles = (storage: KeyValueStorage) => {
  const read = readLibrary(storage);
  return read.ok ? read.entries.map((e) => `${e.id}:${e.title}`) : [read.reason];
};

describe('the remembered library', () => {
  beforeEach(() => checks.mockClear());

  it('checks only the entry a save changed, and nothing on a read of what it wrote', () => {
    const storage = memoryStorage();
    for (const title of ['a', 'b', 'c', 'd']) createEntry(storage, { ...registration, title }, 'file', 't');
    expect(titles(storage)).toEqual(['s1:a', 's2:b', 's3:c', 's4:d']);
    checks.mockClear();
    for (let i = 0; i < 3; i++)
      expect(updateEntryDocument(storage, 's2', budgets, `t${i}`, { released: i, finished: false }).ok).toBe(
        true,
      );
    expect(checks).toHaveBeenCalledTimes(3); // one per save: the changed entry's new document
    checks.mockClear();
    expect(titles(storage)).toEqual(['s1:a', 's2:b', 's3:c', 's4:d']);
    expect(checks).not.toHaveBeenCalled();
  });

  it('stores exactly what JSON.stringify of the whole library gives', () => {
    const storage = memoryStorage();
    createEntry(storage, registration, 'lesson', 't1', 'registration');
    createEntry(storage, budgets, 'link', 't2');
    updateEntryDocument(storage, 's1', budgets, 't3', { released: 4, finished: true });
    renameEntry(storage, 's2', 'Renamed', 't4');
    duplicateEntry(storage, 's1', 'Copy', 't5');
    deleteEntry(storage, 's2');
    const text = stored(storage);
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    expect((JSON.parse(text) as { id: string; title: string }[]).map((e) => `${e.id}:${e.title}`)).toEqual([
      `s1:${registration.title}`,
      's3:Copy',
    ]);
  });

  it("sees another writer's change, and a later save keeps it", () => {
    const storage = memoryStorage();
    createEntry(storage, registration, 'lesson', 't1');
    createEntry(storage, budgets, 'lesson', 't2');
    updateEntryDocument(storage, 's1', budgets, 't3');
    // Another tab renames s2 and adds s3, writing the whole array as it does.
    const theirs = JSON.parse(stored(storage)) as Record<string, unknown>[];
    theirs[1] = { ...theirs[1], title: 'Theirs' };
    theirs.push({ ...theirs[1], id: 's3', title: 'Added' });
    storage.map.set(LIBRARY_KEY, JSON.stringify(theirs));
    expect(titles(storage)).toEqual([`s1:${registration.title}`, 's2:Theirs', 's3:Added']);
    expect(updateEntryDocument(storage, 's1', registration, 't4').ok).toBe(true);
    expect(titles(storage)).toEqual([`s1:${registration.title}`, 's2:Theirs', 's3:Added']);
    expect(JSON.parse(stored(storage))).toMatchObject([{ savedAt: 't4' }, { title: 'Theirs' }, { id: 's3' }]);
  });

  it('carries an entry it cannot load along byte for byte, and a damaged library is never written', () => {
    const storage = memoryStorage();
    const future = `{"id":"s9","title":"From a newer version","document":{"format":"toolscope.session","formatVersion":99},"extra":[1,2]}`;
    storage.map.set(LIBRARY_KEY, `[${future}]`);
    createEntry(storage, registration, 'lesson', 't');
    updateEntryDocument(storage, 's10', budgets, 't2');
    expect(stored(storage).startsWith(`[${future},`)).toBe(true);
    expect(updateEntryDocument(storage, 's9', budgets, 't3').ok).toBe(false);
    storage.map.set(LIBRARY_KEY, '[{"id":');
    expect(updateEntryDocument(storage, 's10', budgets, 't4').ok).toBe(false);
    expect(stored(storage)).toBe('[{"id":');
  });
});

describe('reading the library', () => {
  it('keeps entries that no longer load: not offered to open, listed with the reason', () => {
    const storage = memoryStorage();
    storage.map.set(LIBRARY_KEY, JSON.stringify([{ id: 's1', document: { broken: true } }]));
    expect(readLibrary(storage)).toEqual({
      ok: true,
      entries: [],
      refused: [
        {
          id: 's1',
          title: null,
          problem: 'schema',
          reason: expect.stringContaining('not a ToolScope session') as string,
          details: [expect.objectContaining({ code: 'session-format' }) as unknown],
        },
      ],
    });
    const added = createEntry(storage, registration, 'lesson', 't');
    expect(added.ok && added.value.id).toBe('s2');
    expect(JSON.parse(stored(storage))).toHaveLength(2);
  });
});
