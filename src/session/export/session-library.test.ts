import { describe, expect, it } from 'vitest';
import { lessonById } from '../lessons/lesson-catalog';
import { addToLibrary, LIBRARY_KEY, readLibrary, type KeyValueStorage } from './session-library';

function memoryStorage(initial?: string): KeyValueStorage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>(initial === undefined ? [] : [[LIBRARY_KEY, initial]]);
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

const first = lessonById('registration')!.document;
const second = lessonById('budgets')!.document;

describe('the session library', () => {
  it('adds every opened session as a new entry, never over another', () => {
    const storage = memoryStorage();
    const a = addToLibrary(storage, first, 'link', '2026-01-01T00:00:00Z');
    const b = addToLibrary(storage, first, 'link', '2026-01-01T00:00:01Z');
    const c = addToLibrary(storage, second, 'file', '2026-01-01T00:00:02Z');
    expect([a, b, c].map((r) => (r.ok ? r.entry.id : r.reason))).toEqual(['s1', 's2', 's3']);
    const read = readLibrary(storage);
    expect(read.ok && read.entries.map((e) => [e.id, e.origin, e.title])).toEqual([
      ['s1', 'link', first.title],
      ['s2', 'link', first.title],
      ['s3', 'file', second.title],
    ]);
  });

  it('leaves a damaged library exactly as it was', () => {
    const storage = memoryStorage('{not json');
    const added = addToLibrary(storage, first, 'link', 't');
    expect(added.ok ? 'added' : added.reason).toMatch(/damaged/);
    expect(storage.map.get(LIBRARY_KEY)).toBe('{not json');
  });

  it('reports a full storage as a message, not a crash', () => {
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const added = addToLibrary(storage, first, 'file', 't');
    expect(added.ok ? 'added' : added.reason).toMatch(/could not be saved.*Quota/);
  });

  it('keeps entries that no longer load: not offered to open, listed with the reason', () => {
    const storage = memoryStorage(JSON.stringify([{ id: 's1', document: { broken: true } }]));
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
    const added = addToLibrary(storage, first, 'lesson', 't');
    expect(added.ok && added.entry.id).toBe('s2');
    expect(JSON.parse(storage.map.get(LIBRARY_KEY)!)).toHaveLength(2);
  });
});
