// The page's entry checker asks a worker, and a worker that cannot start or stops costs time, never an
// entry: the same entries are then checked on the page, with the same answer and words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lessonById } from '../../../session/lessons/lesson-catalog';
import { checkStoredEntries, type StoredEntry } from '../../../session/export/idb/stored-entry-check';
import { checkEntriesInWorker } from './library-entry-checker';

const lesson = lessonById('registration')!.document;
const entries: StoredEntry[] = [
  { id: 's1', value: { id: 's1', title: 'Good', origin: 'link', savedAt: 't0', document: lesson } },
  {
    id: 's2',
    value: { id: 's2', title: 'Future', document: { format: 'toolscope.session', formatVersion: 999 } },
  },
];

/** A worker stand-in that answers each request with `answer`, or fails as a crashed worker does. */
function fakeWorker(behaviour: { answer?: unknown; crash?: string }) {
  const made: { terminated: boolean }[] = [];
  class FakeWorker {
    private readonly listeners = new Map<string, ((event: unknown) => void)[]>();
    readonly state = { terminated: false };
    constructor() {
      made.push(this.state);
    }
    addEventListener(type: string, listener: (event: unknown) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    removeEventListener() {}
    postMessage(message: { id: number }) {
      setTimeout(() => {
        if (behaviour.crash !== undefined)
          for (const listener of this.listeners.get('error') ?? []) listener({ message: behaviour.crash });
        else
          for (const listener of this.listeners.get('message') ?? [])
            listener({ data: { rpc: 'response', id: message.id, ok: true, result: behaviour.answer } });
      }, 0);
    }
    terminate() {
      this.state.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('checkEntriesInWorker', () => {
  it('uses the worker’s answer and ends the worker', async () => {
    const answer = [
      { ok: false, refused: { id: 's1', title: null, problem: 'no-id', reason: 'from the worker' } },
    ];
    const made = fakeWorker({ answer });
    expect(await checkEntriesInWorker(entries.slice(0, 1))).toEqual(answer);
    expect(made).toEqual([{ terminated: true }]);
  });

  it('checks on the page when the worker stops, with the page’s own answer', async () => {
    const made = fakeWorker({ crash: 'out of memory' });
    const checked = await checkEntriesInWorker(entries);
    expect(checked).toEqual(checkStoredEntries(entries));
    expect(checked.map((c) => c.ok)).toEqual([true, false]);
    expect(made).toEqual([{ terminated: true }]);
  });

  it('checks on the page where no worker can be made', async () => {
    vi.stubGlobal('Worker', undefined);
    const checked = await checkEntriesInWorker(entries);
    expect(checked).toEqual(checkStoredEntries(entries));
    expect(!checked[1]!.ok && checked[1]!.refused.reason).toContain('format version 999');
  });
});
