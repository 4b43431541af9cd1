// The MCP lane's capture on its own, over a fetch that answers as a Streamable HTTP server would: a JSON
// answer, an SSE answer cut into pieces anywhere, a message too large to keep, the credentials by header
// name, and which exchanges each call shows. The real server is met in session/mcp/mcp-lane.test.ts.
import { describe, expect, it } from 'vitest';
import { MAX_KEPT_MCP_MESSAGE_BYTES, mcpWireCapture } from './mcp-wire-capture';
import { sseDataOf } from './sse-events';
import { MCP_CREDENTIAL_LABEL } from './mcp-endpoint';

const URL_ = 'http://127.0.0.1:1/mcp';

function answering(body: () => Response): typeof fetch {
  return () => Promise.resolve(body());
}

function streamOf(pieces: readonly string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

const post = (message: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(message),
});

const call = (id: number, name: string, args: object) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

describe('the MCP wire capture', () => {
  it('keeps a JSON answer and scrubs the credentials by header name, whatever their value', async () => {
    const capture = mcpWireCapture(['X-Team-Key']);
    const fetch_ = capture.wrap(
      answering(() =>
        Response.json(
          { jsonrpc: '2.0', id: 1, result: { content: [] } },
          { headers: { 'mcp-session-id': 's-1' } },
        ),
      ),
    );
    const answer = await fetch_(
      URL_,
      post(call(1, 'echo', { message: 'hi' }), {
        Authorization: 'Bearer tok-1',
        'X-Team-Key': 'anything at all',
        'mcp-session-id': 's-1',
      }),
    );
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 1, result: { content: [] } });
    const [exchange] = capture.takeFor('echo', { message: 'hi' });
    expect(exchange!.headers).toMatchObject({
      authorization: MCP_CREDENTIAL_LABEL,
      'x-team-key': MCP_CREDENTIAL_LABEL,
      'mcp-session-id': 's-1',
    });
    expect(exchange!.status).toBe(200);
    expect(exchange!.responseHeaders!['mcp-session-id']).toBe('s-1');
    expect(exchange!.sent).toEqual([{ kind: 'json', json: call(1, 'echo', { message: 'hi' }) }]);
    expect(exchange!.received).toEqual([
      { kind: 'json', json: { jsonrpc: '2.0', id: 1, result: { content: [] } } },
    ]);
    expect(JSON.stringify(exchange)).not.toMatch(/tok-1|anything at all/);
  });

  it('keeps each SSE event of a stream cut anywhere, in order, before the reader gets it', async () => {
    const progress = { jsonrpc: '2.0', method: 'notifications/progress', params: { progress: 1, total: 2 } };
    const result = { jsonrpc: '2.0', id: 3, result: { content: [] } };
    const text = `id: a\ndata: \n\nevent: message\ndata: ${JSON.stringify(progress)}\n\ndata: ${JSON.stringify(result)}\n\n`;
    const pieces = [text.slice(0, 7), text.slice(7, 40), text.slice(40, 41), text.slice(41)];
    const capture = mcpWireCapture([]);
    const fetch_ = capture.wrap(
      answering(() => new Response(streamOf(pieces), { headers: { 'content-type': 'text/event-stream' } })),
    );
    const answer = await fetch_(URL_, post(call(3, 'slow', {})));
    expect(await answer.text()).toBe(text);
    const [exchange] = capture.takeFor('slow', {});
    expect(exchange!.received).toEqual([
      { kind: 'json', json: progress },
      { kind: 'json', json: result },
    ]);
  });

  it('keeps a message past the limit as its size only', async () => {
    const huge = { jsonrpc: '2.0', id: 1, result: { text: 'x'.repeat(MAX_KEPT_MCP_MESSAGE_BYTES) } };
    const capture = mcpWireCapture([]);
    const fetch_ = capture.wrap(answering(() => Response.json(huge)));
    await (await fetch_(URL_, post(call(1, 'big', {})))).text();
    const [exchange] = capture.takeFor('big', {});
    expect(exchange!.received).toEqual([{ kind: 'too-large', bytes: JSON.stringify(huge).length }]);
  });

  it('shows the handshake with the first call, a call only its own tools/call, and a stream’s later messages once', async () => {
    const capture = mcpWireCapture([]);
    let streamController!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => (streamController = c) });
    const fetch_ = capture.wrap((_input, init) => {
      if (init?.method === 'GET')
        return Promise.resolve(new Response(stream, { headers: { 'content-type': 'text/event-stream' } }));
      const sent = JSON.parse(init?.body as string) as { id?: number };
      return Promise.resolve(
        sent.id === undefined
          ? new Response(null, { status: 202 })
          : Response.json({ jsonrpc: '2.0', id: sent.id, result: {} }),
      );
    });
    const read = async (answer: Response) => void (await answer.text());
    await read(await fetch_(URL_, post({ jsonrpc: '2.0', id: 0, method: 'initialize', params: {} })));
    await read(await fetch_(URL_, post({ jsonrpc: '2.0', method: 'notifications/initialized' })));
    const listening = await fetch_(URL_, { method: 'GET', headers: { accept: 'text/event-stream' } });
    const reader = listening.body!.getReader();
    await read(await fetch_(URL_, post(call(1, 'a', {}))));
    await read(await fetch_(URL_, post(call(2, 'b', { n: 1 }))));

    const first = capture.takeFor('b', { n: 1 });
    expect(first.map((exchange) => [exchange.method, exchange.sent.map(methodOf)])).toEqual([
      ['POST', ['initialize']],
      ['POST', ['notifications/initialized']],
      ['GET', []],
      ['POST', ['tools/call']],
    ]);
    expect(first[3]!.sent).toEqual([{ kind: 'json', json: call(2, 'b', { n: 1 }) }]);

    const log = { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'later' } };
    streamController.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(log)}\n\n`));
    await reader.read();
    const second = capture.takeFor('a', {});
    expect(second.map((exchange) => [exchange.method, exchange.continued === true])).toEqual([
      ['GET', true],
      ['POST', false],
    ]);
    expect(second[0]!.received).toEqual([{ kind: 'json', json: log }]);
    expect(capture.takeRest()).toEqual([]);
    await reader.cancel();
  });
});

describe('SSE data', () => {
  it('reads whole events, joins multi-line data, passes over events without data, and keeps the rest', () => {
    expect(sseDataOf('data: a\ndata: b\n\n: comment\n\nid: 7\n\r\ndata: c\r\n\r\ndata: d')).toEqual({
      data: ['a\nb', 'c'],
      rest: 'data: d',
    });
  });
});

function methodOf(message: { kind: string; json?: unknown }): unknown {
  return message.kind === 'json' ? (message.json as { method?: unknown }).method : message.kind;
}
