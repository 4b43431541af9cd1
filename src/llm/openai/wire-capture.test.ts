// What the inspector's "As sent" view shows is what the real SDK put on the wire and what came back: the
// body as serialized (snake_case, stream flags), the headers with the key redacted, each SSE event in arrival
// order, or the whole body. Against the local server, which records what it received.
import { describe, expect, it } from 'vitest';
import type { WireExchange } from '../../engine/trace/wire-exchange';
import { streamChunks } from '../testing/completion-bodies';
import { useLocalServer } from '../testing/local-server-hooks';
import { readRequest } from '../testing/provider-fixtures';
import { responsesEvents } from '../testing/responses-bodies';
import { OpenAICompatibleProvider } from './openai-provider';

const SECRET = 'sk-wire-secret-456';
const request = readRequest('Read a.ts', false);
const answer = {
  content: 'Reading.',
  toolCalls: [{ id: 'call_1', name: 'Read', arguments: '{"path":"src/a.ts"}' }],
};
const server = useLocalServer();

async function exchange(stream: boolean, api: 'chat-completions' | 'responses' = 'chat-completions') {
  const provider = new OpenAICompatibleProvider({
    baseURL: server().baseURL,
    apiKey: SECRET,
    model: 'gpt-test',
    stream,
    api,
  });
  const wires: WireExchange[] = [];
  const outcome = await provider.complete(request, {
    signal: new AbortController().signal,
    onWire: (wire) => wires.push(wire),
  });
  expect(wires).toHaveLength(1);
  return { outcome, wire: wires[0]! };
}

describe('the wire as the SDK sent and received it', () => {
  it('a streamed chat completion: the snake_case body with stream flags, every SSE event in order', async () => {
    server().enqueue({ type: 'answer', answer });
    const { outcome, wire } = await exchange(true);
    expect(outcome.ok).toBe(true);
    const received = server().requests[0]!;
    expect(wire.api).toBe('chat-completions');
    expect(wire.request.method).toBe('POST');
    expect(wire.request.url).toBe(`${server().baseURL}/chat/completions`);
    expect(wire.request.body).toEqual(received.body);
    expect(wire.request.body).toMatchObject({
      model: 'gpt-test',
      stream: true,
      stream_options: { include_usage: true },
      tool_choice: 'auto',
      parallel_tool_calls: false,
    });
    expect(Object.keys(wire.request.body as object)).not.toContain('toolChoice');
    expect(wire.request.headers.authorization).toBe('Bearer [API key]');
    // Where the call left from, recorded with it (the inspector's "added by the browser" rests on it), and as
    // the SDK names it (what recordings from before `sentFrom` are told by).
    expect(wire.sentFrom).toBe('node');
    expect(wire.request.headers['x-stainless-runtime']).toBe('node');
    expect(JSON.stringify(wire)).not.toContain(SECRET);
    const sent = [...streamChunks(answer, 'gpt-test', true), '[DONE]'];
    expect(wire.response!.status).toBe(200);
    expect(wire.response!.headers['content-type']).toBe('text/event-stream');
    expect(wire.response!.chunks!.map((c) => c.n)).toEqual(sent.map((_, i) => i + 1));
    expect(wire.response!.chunks!.map((c) => c.data)).toEqual(sent);
  });

  it('a whole chat completion: the body as the API returned it', async () => {
    server().enqueue({ type: 'answer', answer });
    const { wire } = await exchange(false);
    expect(wire.request.body).toMatchObject({ stream: false });
    expect(wire.response!.chunks).toBeUndefined();
    expect(wire.response!.body).toMatchObject({ object: 'chat.completion', usage: { prompt_tokens: 10 } });
  });

  it('an error: the status and the body the endpoint sent', async () => {
    server().enqueue({ type: 'error', status: 500, message: 'boom' });
    const { outcome, wire } = await exchange(false);
    expect(outcome.ok).toBe(false);
    expect(wire.response!.status).toBe(500);
    expect(wire.response!.body).toEqual({
      error: { message: 'boom', type: 'test_server_error', code: null },
    });
  });

  it('a streamed Responses API answer: each event with its name, in arrival order', async () => {
    server().enqueue({ type: 'answer', answer });
    const { wire } = await exchange(true, 'responses');
    expect(wire.api).toBe('responses');
    expect(wire.request.url).toBe(`${server().baseURL}/responses`);
    expect(wire.request.body).toEqual(server().requests[0]!.body);
    const events = responsesEvents(answer, 'gpt-test');
    expect(wire.response!.chunks!.map((c) => c.event)).toEqual(events.map(([name]) => name));
    expect(wire.response!.chunks!.map((c) => c.data)).toEqual(events.map(([, data]) => data));
  });
});
