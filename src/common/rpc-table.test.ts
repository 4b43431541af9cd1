// A protocol table: its client sends each request's params as the named fields of the method's arguments,
// answers with the named result field (or nothing), and a row that names a field the params lack (or leaves
// one out) does not compile.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { clientOf, event, request, rowsFor, type ClientOf, type ProtocolTable } from './rpc-table';

const TABLE = {
  requests: {
    read: request<{ path: string; from?: number }, { text: string; size: number }>()({
      args: ['path', 'from'],
      answer: 'text',
      caller: 'store',
    }),
    stop: request<Record<string, never>, { stopped: boolean }>()({ args: [], answer: null, caller: 'store' }),
    stat: request<{ path: string }, { size: number }>()({ args: ['path'], caller: 'terminal' }),
  },
  events: { changed: event<{ path: string }>()(['path']) },
} as const satisfies ProtocolTable;

function recordingCall(results: Record<string, unknown>) {
  const calls: [string, unknown][] = [];
  const call = (method: string, params: unknown) => {
    calls.push([method, params]);
    return Promise.resolve(results[method]);
  };
  return { calls, call };
}

describe('a protocol table', () => {
  it('sends the arguments as the named params, leaving out those not given', async () => {
    const { calls, call } = recordingCall({ read: { text: 'hi', size: 2 }, stat: { size: 2 } });
    const client = clientOf(TABLE.requests, call);
    expect(await client.read('a.txt', 3)).toBe('hi');
    expect(await client.read('b.txt')).toBe('hi');
    expect(await client.stat('a.txt')).toEqual({ size: 2 });
    expect(calls).toEqual([
      ['read', { path: 'a.txt', from: 3 }],
      ['read', { path: 'b.txt' }],
      ['stat', { path: 'a.txt' }],
    ]);
  });

  it('answers nothing for a row whose answer is null', async () => {
    const { calls, call } = recordingCall({ stop: { stopped: true } });
    expect(await clientOf(TABLE.requests, call).stop()).toBeUndefined();
    expect(calls).toEqual([['stop', {}]]);
  });

  it("gives one caller's client exactly that caller's methods", () => {
    const store = clientOf(rowsFor(TABLE.requests, 'store'), recordingCall({}).call);
    expect(Object.keys(store).sort()).toEqual(['read', 'stop']);
    expectTypeOf(store).toEqualTypeOf<ClientOf<Pick<(typeof TABLE)['requests'], 'read' | 'stop'>>>();
    expectTypeOf(store.read).parameters.toEqualTypeOf<[path: string, from?: number]>();
    expectTypeOf(store.read).returns.resolves.toEqualTypeOf<string>();
    expectTypeOf(store.stop).returns.resolves.toEqualTypeOf<void>();
  });

  it('refuses, at compile time, a row whose args are not the params fields', () => {
    type Params = { path: string; from: number };
    // @ts-expect-error: `from` is left out, so the client could never send it
    request<Params, unknown>()({ args: ['path'], caller: 'store' });
    // @ts-expect-error: `to` is not a field of the params
    request<Params, unknown>()({ args: ['path', 'from', 'to'], caller: 'store' });
    // @ts-expect-error: `lines` is not a field of the result
    request<Params, { text: string }>()({ args: ['path', 'from'], answer: 'lines', caller: 'store' });
    // @ts-expect-error: an event's payload field left out
    event<{ path: string; size: number }>()(['path']);
    expect(TABLE.events.changed.fields).toEqual(['path']);
  });
});
