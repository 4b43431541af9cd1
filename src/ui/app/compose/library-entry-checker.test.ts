// The page's entry checker asks a worker per read and ends it once it answered; a worker that cannot start
// or stops is a rejection (the library then checks on the page: idb-library-checker.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkEntriesInWorker } from './library-entry-checker';

/** A worker stand-in that answers each request with `answer`, or fails as a crashed worker does. */
function fakeWorker(behaviour: { answer?: unknown; crash?: string }) {
  const made: { terminated: boolean; asked: unknown[] }[] = [];
  class FakeWorker {
    private readonly listeners = new Map<string, ((event: unknown) => void)[]>();
    readonly state = { terminated: false, asked: [] as unknown[] };
    constructor() {
      made.push(this.state);
    }
    addEventListener(type: string, listener: (event: unknown) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    removeEventListener() {}
    postMessage(message: { id: number; params: unknown }) {
      this.state.asked.push(message.params);
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
  it('names the entries to the worker, gives its answer, and ends it', async () => {
    const answer = [
      {
        id: 's1',
        rev: 3,
        result: { ok: false, refused: { id: 's1', title: null, problem: 'no-id', reason: 'x' } },
      },
    ];
    const made = fakeWorker({ answer });
    expect(await checkEntriesInWorker(['s1'])).toEqual(answer);
    expect(made).toEqual([{ terminated: true, asked: [{ ids: ['s1'] }] }]);
  });

  it('rejects, and ends the worker, when the worker stops', async () => {
    const made = fakeWorker({ crash: 'out of memory' });
    await expect(checkEntriesInWorker(['s1'])).rejects.toThrow('out of memory');
    expect(made.map((w) => w.terminated)).toEqual([true]);
  });

  it('rejects where no worker can be made', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(checkEntriesInWorker(['s1'])).rejects.toThrow();
  });
});
