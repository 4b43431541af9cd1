import { describe, expect, it } from 'vitest';
import { lessonById } from '../lessons/lesson-catalog';
import { readActiveSession, writeActiveSession } from './library-active';
import { keyValueLibrary } from './library-storage';
import type { KeyValueStorage } from './session-library';
import { LIBRARY_KEY } from './library-key';

function memoryStorage(): KeyValueStorage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

const lesson = lessonById('registration')!.document;
const position = { released: 4, finished: false };

describe('the library behind its storage interface', () => {
  it('saves a document with its position and the inputs waiting for a boundary, and replaces them', async () => {
    const storage = memoryStorage();
    const library = keyValueLibrary(storage);
    const created = await library.create(lesson, 'lesson', 't0', 'registration');
    if (!created.ok) throw new Error(created.reason);
    const pending = [{ type: 'clock-advance', ms: 1000 } as const];
    const saved = await library.save(created.value.id, {
      document: lesson,
      savedAt: 't1',
      position,
      pending,
    });
    expect(saved.ok && saved.value).toMatchObject({ savedAt: 't1', position, pending });
    const read = await library.read();
    expect(read.ok && read.entries[0]).toMatchObject({ position, pending, lessonId: 'registration' });
    // Saved again with nothing waiting: the old pending inputs are gone (they were applied since).
    await library.save(created.value.id, { document: lesson, savedAt: 't2', position, pending: [] });
    const again = await library.read();
    expect(again.ok && 'pending' in again.entries[0]!).toBe(false);
  });

  it('records and clears why the last open failed', async () => {
    const library = keyValueLibrary(memoryStorage());
    const created = await library.create(lesson, 'link', 't0');
    if (!created.ok) throw new Error(created.reason);
    const failure = {
      kind: 'load-failed',
      reason: "EINVAL: invalid argument, restore 'a/../b'",
      at: 't',
    } as const;
    await library.setOpenFailure(created.value.id, failure);
    let read = await library.read();
    expect(read.ok && read.entries[0]!.openFailure).toEqual(failure);
    await library.setOpenFailure(created.value.id, null);
    read = await library.read();
    expect(read.ok && 'openFailure' in read.entries[0]!).toBe(false);
  });

  it('offers an entry without extras it cannot use: unknown failures, inputs the schema refuses', async () => {
    const storage = memoryStorage();
    const base = { id: 's1', title: 't', origin: 'link', savedAt: 't', document: lesson };
    storage.setItem(
      LIBRARY_KEY,
      JSON.stringify([
        {
          ...base,
          pending: [{ type: 'workspace-edit', changes: 'not a list' }],
          openFailure: { kind: 'odd' },
        },
      ]),
    );
    const read = await keyValueLibrary(storage).read();
    expect(read.ok && read.entries[0]).toEqual(base);
  });

  it('refuses a write the storage refuses, leaving what was stored', async () => {
    const storage = memoryStorage();
    const library = keyValueLibrary(storage);
    await library.create(lesson, 'link', 't0');
    const before = storage.getItem(LIBRARY_KEY);
    const full = keyValueLibrary({
      getItem: (k) => storage.getItem(k),
      setItem: () => {
        throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
      },
    });
    const saved = await full.save('s1', { document: lesson, savedAt: 't1', position, pending: [] });
    expect(saved.ok).toBe(false);
    expect(storage.getItem(LIBRARY_KEY)).toBe(before);
  });

  it('keeps the pointer saying an entry is still opening, and only a real true', () => {
    const storage = memoryStorage();
    writeActiveSession(storage, { id: 's1', released: 0, finished: false, opening: true });
    expect(readActiveSession(storage)).toEqual({ id: 's1', released: 0, finished: false, opening: true });
    storage.setItem('toolscope.library.active.v1', '{"id":"s1","released":0,"opening":"yes"}');
    expect(readActiveSession(storage)).toEqual({ id: 's1', released: 0, finished: false });
  });
});
