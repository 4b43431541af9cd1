// The MCP lane's view model over hand-made traces: calls in order with the tool that was called, messages
// numbered across a call's exchanges, answers named by the request they answer, every kind of message, and
// the headers in a stable order.
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import type { McpWireExchange } from '../../engine/trace/mcp-wire';
import { selectMcpCallCount } from './mcp-call-count';
import { selectMcpLane } from './mcp-lane-view';

const json = (value: unknown) => ({ kind: 'json' as const, json: value });

function post(sent: unknown, received: unknown[], extra: Partial<McpWireExchange> = {}): McpWireExchange {
  return {
    method: 'POST',
    url: 'http://127.0.0.1:3001/mcp',
    headers: { 'mcp-session-id': 's-1', authorization: '[MCP credential]', accept: 'text/event-stream' },
    sent: [json(sent)],
    status: 200,
    responseHeaders: { 'content-type': 'text/event-stream' },
    received: received.map(json),
    ...extra,
  };
}

const start = (seq: number, callId: string, toolName: string): TraceEvent => ({
  type: 'tool-start',
  seq,
  step: 1,
  timeMs: 0,
  spanId: `span-${callId}`,
  callId,
  index: 0,
  toolName,
  batchIndex: 0,
  input: {},
});

const exchange = (seq: number, callId: string, exchanges: McpWireExchange[]): TraceEvent => ({
  type: 'mcp-exchange',
  seq,
  step: 1,
  timeMs: 0,
  callId,
  server: 'everything',
  exchanges,
});

describe('the MCP lane view', () => {
  it('names each message, numbers it across the call and matches answers to their requests', () => {
    const events = [
      start(0, 'c1', 'mcp__everything__echo'),
      exchange(1, 'c1', [
        post({ jsonrpc: '2.0', id: 0, method: 'initialize', params: {} }, [
          { jsonrpc: '2.0', id: 0, result: {} },
        ]),
        { ...post({ jsonrpc: '2.0', method: 'notifications/initialized' }, []), status: 202 },
        post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo' } }, [
          { jsonrpc: '2.0', method: 'notifications/progress', params: { progress: 1 } },
          { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'bad' } },
        ]),
      ]),
    ];
    const [call] = selectMcpLane(events);
    expect(call).toMatchObject({ callId: 'c1', server: 'everything', toolName: 'mcp__everything__echo' });
    const rows = call!.exchanges.flatMap((http) =>
      http.messages.map((m) => [m.n, m.direction, m.kind, m.method, m.id]),
    );
    expect(rows).toEqual([
      [1, 'sent', 'request', 'initialize', '0'],
      [2, 'received', 'result', 'initialize', '0'],
      [3, 'sent', 'notification', 'notifications/initialized', null],
      [4, 'sent', 'request', 'tools/call', '1'],
      [5, 'received', 'notification', 'notifications/progress', null],
      [6, 'received', 'error', 'tools/call', '1'],
    ]);
    expect(call!.exchanges[0]!.headers.map(([name]) => name)).toEqual([
      'accept',
      'authorization',
      'mcp-session-id',
    ]);
    expect(call!.exchanges[1]!.status).toBe(202);
  });

  it('says what was not JSON, what was too large, a stream continued and an exchange with no answer', () => {
    const events = [
      exchange(0, 'c2', [
        {
          method: 'GET',
          url: 'http://127.0.0.1:3001/mcp',
          headers: {},
          sent: [],
          status: 200,
          received: [
            { kind: 'text', text: 'not json' },
            { kind: 'too-large', bytes: 70_000 },
          ],
          continued: true,
        },
        { method: 'POST', url: 'http://127.0.0.1:3001/mcp', headers: {}, sent: [json([1, 2])], received: [] },
      ]),
    ];
    const [call] = selectMcpLane(events);
    expect(call!.toolName).toBeNull();
    const [stream, unanswered] = call!.exchanges;
    expect(stream!.continued).toBe(true);
    expect(stream!.messages.map((m) => [m.kind, m.body, m.bytes])).toEqual([
      ['other', 'not json', undefined],
      ['too-large', null, 70_000],
    ]);
    expect(unanswered!.status).toBeNull();
    expect(unanswered!.responseHeaders).toEqual([]);
    expect(unanswered!.messages.map((m) => m.kind)).toEqual(['other']);
  });

  it('holds one call per mcp-exchange event, in trace order, and nothing for a trace without MCP', () => {
    const events = [
      start(0, 'a', 'mcp__s__one'),
      start(1, 'b', 'mcp__s__two'),
      exchange(2, 'b', []),
      exchange(3, 'a', []),
    ];
    expect(selectMcpLane(events).map((call) => [call.callId, call.toolName])).toEqual([
      ['b', 'mcp__s__two'],
      ['a', 'mcp__s__one'],
    ]);
    expect(selectMcpLane([start(0, 'a', 'Read')])).toEqual([]);
  });

  it('is offered by a count that, at every event, is the number of calls the lane draws', () => {
    const events = [
      start(0, 'a', 'mcp__s__one'),
      exchange(1, 'a', []),
      start(2, 'b', 'Read'),
      exchange(3, 'b', []),
    ];
    const counts = events.map((_, at) => selectMcpCallCount(events.slice(0, at + 1)));
    expect(counts).toEqual([0, 1, 1, 2]);
    expect(counts).toEqual(events.map((_, at) => selectMcpLane(events.slice(0, at + 1)).length));
  });
});
