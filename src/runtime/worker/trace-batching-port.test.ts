import { describe, expect, it } from 'vitest';
import type { PortLike } from '../../common/worker-rpc';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { MAX_BATCH_EVENTS, traceBatchingPort, type Scheduler } from './trace-batching-port';

/** A port that records what reaches the page, and a scheduler whose timers run when the test says. */
function setUp() {
  const posted: unknown[] = [];
  const port: PortLike = {
    postMessage: (message) => posted.push(message),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  const due = new Map<number, () => void>();
  let next = 0;
  const scheduler: Scheduler = {
    later: (run) => {
      due.set(++next, run);
      return next;
    },
    cancel: (handle) => due.delete(handle as number),
  };
  const fireTimers = () => {
    for (const [id, run] of [...due]) {
      due.delete(id);
      run();
    }
  };
  return { posted, batching: traceBatchingPort(port, scheduler), fireTimers, pendingTimers: () => due.size };
}

const event = (seq: number) => ({ seq, type: 'tool-start' }) as unknown as TraceEvent;
const trace = (loadId: string, ...seqs: number[]) => ({
  rpc: 'event',
  name: 'trace',
  payload: { loadId, events: seqs.map(event) },
});
const seqsOf = (message: unknown) =>
  (message as { payload: { events: TraceEvent[] } }).payload.events.map((e) => e.seq);

describe('traceBatchingPort', () => {
  it('posts the events released one by one as one batch when the window ends', () => {
    const { posted, batching, fireTimers } = setUp();
    for (let seq = 0; seq < 5; seq++) batching.postMessage(trace('L1', seq));
    expect(posted).toEqual([]);
    fireTimers();
    expect(posted).toHaveLength(1);
    expect(seqsOf(posted[0])).toEqual([0, 1, 2, 3, 4]);
  });

  it('never lets a status or a response overtake events released before it', () => {
    const { posted, batching, pendingTimers } = setUp();
    batching.postMessage(trace('L1', 0, 1));
    const status = { rpc: 'event', name: 'status', payload: { loadId: 'L1', status: {} } };
    const response = { rpc: 'response', id: 7, ok: true, result: null };
    batching.postMessage(status);
    batching.postMessage(trace('L1', 2));
    batching.postMessage(response);
    expect(posted.map((m) => (m as { name?: string }).name ?? 'response')).toEqual([
      'trace',
      'status',
      'trace',
      'response',
    ]);
    expect(seqsOf(posted[0])).toEqual([0, 1]);
    expect(seqsOf(posted[2])).toEqual([2]);
    expect(pendingTimers()).toBe(0); // nothing held, nothing waiting to post
  });

  it('keeps two loads apart, in order', () => {
    const { posted, batching, fireTimers } = setUp();
    batching.postMessage(trace('L1', 0, 1));
    batching.postMessage(trace('L2', 0));
    fireTimers();
    expect(posted.map((m) => (m as { payload: { loadId: string } }).payload.loadId)).toEqual(['L1', 'L2']);
    expect(posted.map(seqsOf)).toEqual([[0, 1], [0]]);
  });

  it('posts at once when a batch is full, so one message stays small', () => {
    const { posted, batching } = setUp();
    for (let seq = 0; seq < MAX_BATCH_EVENTS; seq++) batching.postMessage(trace('L1', seq));
    expect(posted).toHaveLength(1);
    expect(seqsOf(posted[0])).toHaveLength(MAX_BATCH_EVENTS);
  });

  describe('a release to a point, held whole (issue 13)', () => {
    const push = (name: string, payload: unknown) => ({ rpc: 'event', name, payload });
    const namesOf = (posted: unknown[]) =>
      posted.map((m) => (m as { name?: string }).name ?? (m as { rpc: string }).rpc);

    it('posts its trace as one message, however long, when the status that ends it comes', () => {
      const { posted, batching, fireTimers, pendingTimers } = setUp();
      batching.holdRelease('L1');
      const count = MAX_BATCH_EVENTS * 3;
      for (let seq = 0; seq < count; seq++) batching.postMessage(trace('L1', seq));
      fireTimers();
      expect(posted).toEqual([]);
      expect(pendingTimers()).toBe(0);
      batching.postMessage(push('status', { loadId: 'L1', status: { paused: true } }));
      expect(namesOf(posted)).toEqual(['trace', 'status']);
      expect(seqsOf(posted[0])).toHaveLength(count);
      // Then batching goes on as before.
      batching.postMessage(trace('L1', count));
      expect(posted).toHaveLength(2);
      fireTimers();
      expect(seqsOf(posted[2])).toEqual([count]);
    });

    it('keeps the latest recorded revision for after the trace, and lets answers pass', () => {
      const { posted, batching } = setUp();
      batching.holdRelease('L1');
      batching.postMessage(trace('L1', 0));
      batching.postMessage(push('recorded', { revision: 1, pending: 0 }));
      batching.postMessage(trace('L1', 1));
      batching.postMessage(push('recorded', { revision: 2, pending: 0 }));
      batching.postMessage({ rpc: 'response', id: 3, ok: true, result: [] });
      expect(namesOf(posted)).toEqual(['response']);
      batching.postMessage(push('status', { loadId: 'L1', status: {} }));
      expect(namesOf(posted)).toEqual(['response', 'trace', 'recorded', 'status']);
      expect(seqsOf(posted[1])).toEqual([0, 1]);
      expect((posted[2] as { payload: unknown }).payload).toEqual({ revision: 2, pending: 0 });
    });

    it('ends when another load posts, or a person changed something, in order', () => {
      const { posted, batching, fireTimers } = setUp();
      batching.holdRelease('L1');
      batching.postMessage(trace('L1', 0));
      batching.postMessage(trace('L2', 0));
      fireTimers();
      expect(posted.map((m) => (m as { payload: { loadId: string } }).payload.loadId)).toEqual(['L1', 'L2']);
      batching.holdRelease('L2');
      batching.postMessage(trace('L2', 1));
      batching.postMessage(push('personChange', { loadId: 'L2' }));
      expect(namesOf(posted)).toEqual(['trace', 'trace', 'trace', 'personChange']);
    });
  });
});
