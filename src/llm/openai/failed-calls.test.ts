// How the real SDK's failed calls reach the page, against the test server's failure modes (issue 39): each
// comes back as one specific ModelError with the whole wire exchange as far as it got — the status, the
// headers the page shows (retry-after, x-request-id, content-type), the error body, or the SSE events that
// arrived before a cut — and the SDK never retries on its own (one request per call: every call is shown).
import { describe, expect, it } from 'vitest';
import type { WireExchange } from '../../engine/trace/wire-exchange';
import type { ModelError } from '../model-types';
import type { FailureMode } from '../testing/failure-replies';
import { useLocalServer } from '../testing/local-server-hooks';
import { readRequest } from '../testing/provider-fixtures';
import { OpenAICompatibleProvider } from './openai-provider';

const SECRET = 'sk-failing-0123456789';
const request = readRequest('Read a.ts', false);
const answer = {
  content: 'Reading the file now.',
  toolCalls: [{ id: 'call_1', name: 'Read', arguments: '{"path":"src/a.ts"}' }],
};
const server = useLocalServer();

async function fail(failure: FailureMode, options: { stream?: boolean; idleTimeoutMs?: number } = {}) {
  server().enqueue({ type: 'failure', failure });
  const provider = new OpenAICompatibleProvider({
    baseURL: server().baseURL,
    apiKey: SECRET,
    model: 'gpt-test',
    stream: options.stream ?? true,
    ...(options.idleTimeoutMs === undefined ? {} : { idleTimeoutMs: options.idleTimeoutMs }),
  });
  const wires: WireExchange[] = [];
  const outcome = await provider.complete(request, {
    signal: new AbortController().signal,
    onWire: (wire) => wires.push(wire),
  });
  if (outcome.ok) throw new Error('the call was meant to fail');
  // The SDK's own retries are off: one failure, one request, one exchange the page can show.
  expect(server().requests).toHaveLength(1);
  expect(wires).toHaveLength(1);
  expect(JSON.stringify([outcome, wires])).not.toContain(SECRET);
  return { error: outcome.error, wire: wires[0]! };
}

function expectHeaders(wire: WireExchange, status: number): void {
  expect(wire.response?.status).toBe(status);
  expect(wire.response?.headers['x-request-id']).toBe('req_test_1');
  expect(wire.response?.headers['content-type']).toBe('application/json');
}

describe('a failed call, as the page sees it', () => {
  it('401: the key was refused, with the error body and the request id', async () => {
    const { error, wire } = await fail({ kind: 'unauthorized' });
    expect(error).toMatchObject<Partial<ModelError>>({ kind: 'auth', status: 401 });
    expectHeaders(wire, 401);
    expect(wire.response?.body).toMatchObject({ error: { code: 'invalid_api_key' } });
  });

  it('429 with retry-after in seconds: how long to wait, and the header itself', async () => {
    const { error, wire } = await fail({ kind: 'rate-limited', retryAfter: '7' });
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 7000 });
    expect(error.hints.join(' ')).toContain('Retry this step');
    expectHeaders(wire, 429);
    expect(wire.response?.headers['retry-after']).toBe('7');
    expect(wire.response?.body).toMatchObject({ error: { code: 'rate_limit_exceeded' } });
  });

  it('429 with retry-after as an HTTP date: the wait until then', async () => {
    const at = new Date(Date.now() + 30_000).toUTCString();
    const { error, wire } = await fail({ kind: 'rate-limited', retryAfter: at });
    expect(error.retryAfterMs).toBeGreaterThan(20_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(30_000);
    expect(wire.response?.headers['retry-after']).toBe(at);
  });

  it('500: a server error, and the endpoint’s words kept as its detail', async () => {
    const { error, wire } = await fail({ kind: 'server-error' });
    expect(error).toMatchObject({ kind: 'server', status: 500 });
    expect(error.detail).toBe('The server had an error while processing your request.');
    expectHeaders(wire, 500);
  });

  it('400 naming a schema: the server’s words come first', async () => {
    const { error, wire } = await fail({ kind: 'schema-refused', tool: 'Read', property: 'path' });
    expect(error.kind).toBe('bad-request');
    expect(error.message).toMatch(/^Invalid schema for function 'Read': In context=\('properties', 'path'\)/);
    expect(error.message).toContain('(the endpoint refused the request: 400)');
    expect(error.detail).toMatch(/^Invalid schema for function 'Read'/);
    expectHeaders(wire, 400);
  });

  it('a stream cut mid-event says it was cut, and keeps the events received before the cut', async () => {
    const { error, wire } = await fail({ kind: 'cut-mid-chunk', answer, afterEvents: 3 });
    expect(error.kind).toBe('stream-cut');
    expect(error.message).toContain('cut off after 3 events');
    expect(error.message).not.toContain('base URL');
    expect(wire.response?.status).toBe(200);
    expect(wire.response?.headers['x-request-id']).toBe('req_test_1');
    // Three whole events, then the half event that was on the wire when the connection broke.
    expect(wire.response?.chunks?.slice(0, 3).map((chunk) => chunk.n)).toEqual([1, 2, 3]);
    expect(wire.response?.chunks?.[0]?.data).toMatchObject({ object: 'chat.completion.chunk' });
    expect(wire.response?.chunks?.map((chunk) => chunk.partial === true)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('a stream that stalls ends on the idle timeout, with the events that came before it', async () => {
    const { error, wire } = await fail({ kind: 'stall', answer, afterEvents: 2 }, { idleTimeoutMs: 300 });
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('idle timeout');
    expect(wire.response?.chunks).toHaveLength(2);
  });
});
