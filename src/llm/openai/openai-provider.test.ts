import { describe, expect, it } from 'vitest';
import type { ModelDelta } from '../model-types';
import { useLocalServer } from '../testing/local-server-hooks';
import { startOpenAICompatibleServer } from '../testing/openai-compatible-server';
import { readRequest, twoReadsAnswer } from '../testing/provider-fixtures';
import { OpenAICompatibleProvider } from './openai-provider';

const SECRET = 'sk-test-secret-123';

const request = readRequest('Read a.ts and b.ts');
const twoReads = twoReadsAnswer;
const server = useLocalServer();

function provider(
  stream: boolean,
  extra: { timeoutMs?: number; idleTimeoutMs?: number } = {},
): OpenAICompatibleProvider {
  return new OpenAICompatibleProvider({
    baseURL: server().baseURL,
    apiKey: SECRET,
    model: 'gpt-test',
    stream,
    ...extra,
  });
}

const run = (
  p: OpenAICompatibleProvider,
  onDelta?: (d: ModelDelta) => void,
  signal = new AbortController().signal,
) => p.complete(request, { signal, ...(onDelta ? { onDelta } : {}) });

describe('OpenAICompatibleProvider with the real SDK', () => {
  it('reads a non-streaming response with parallel tool_calls and sends the request as given', async () => {
    server().enqueue({ type: 'answer', answer: twoReads });
    const outcome = await run(provider(false));
    expect(outcome).toEqual({
      ok: true,
      response: {
        content: 'Reading both.',
        toolCalls: twoReads.toolCalls,
        finishReason: 'tool_calls',
        usage: { promptTokens: 10, completionTokens: 5 },
      },
    });
    const sent = server().requests[0]!;
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent.body).toMatchObject({
      model: 'gpt-test',
      tool_choice: 'auto',
      parallel_tool_calls: true,
      messages: request.messages,
    });
  });

  it('assembles streamed tool-call argument fragments and reports them as deltas', async () => {
    server().enqueue({ type: 'answer', answer: twoReads });
    const deltas: ModelDelta[] = [];
    const outcome = await run(provider(true), (d) => deltas.push(d));
    expect(outcome.ok && outcome.response.toolCalls).toEqual(twoReads.toolCalls);
    expect(outcome.ok && outcome.response.content).toBe('Reading both.');
    const starts = deltas.filter((d) => d.type === 'tool-call-start');
    expect(starts).toEqual([
      { type: 'tool-call-start', index: 0, id: 'call_1', name: 'Read' },
      { type: 'tool-call-start', index: 1, id: 'call_2', name: 'Read' },
    ]);
    const second = deltas.filter((d) => d.type === 'tool-call-arguments' && d.index === 1);
    expect(second.length).toBeGreaterThan(1);
    expect(second.map((d) => (d.type === 'tool-call-arguments' ? d.fragment : '')).join('')).toBe(
      twoReads.toolCalls[1]!.arguments,
    );
  });

  it('sends a named tool as tool_choice in the wire shape', async () => {
    server().enqueue({ type: 'answer', answer: { content: 'hi' } });
    const named = { type: 'function', function: { name: 'Read' } } as const;
    await provider(false).complete(
      { ...request, toolChoice: named },
      { signal: new AbortController().signal },
    );
    expect(server().requests[0]!.body).toMatchObject({ tool_choice: named });
  });

  it('omits tool_choice and parallel_tool_calls when no tools are offered', async () => {
    server().enqueue({ type: 'answer', answer: { content: 'hi' } });
    const p = provider(false);
    await p.complete({ ...request, tools: [] }, { signal: new AbortController().signal });
    expect(server().requests[0]!.body).not.toHaveProperty('tool_choice');
    expect(server().requests[0]!.body).not.toHaveProperty('parallel_tool_calls');
  });

  it('maps 401 to an auth error that never echoes the key', async () => {
    server().enqueue({ type: 'error', status: 401, message: 'bad key' });
    const outcome = await run(provider(false));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.kind).toBe('auth');
    expect(outcome.error.status).toBe(401);
    expect(JSON.stringify(outcome.error)).not.toContain(SECRET);
  });

  it('maps 404 to an unknown-model error naming the model', async () => {
    server().enqueue({ type: 'error', status: 404, message: 'model not found' });
    const outcome = await run(provider(false));
    expect(!outcome.ok && outcome.error.kind).toBe('model-not-found');
    expect(!outcome.ok && outcome.error.message).toContain('"gpt-test"');
  });

  it('maps 429 with retry-after to a rate-limit error carrying the wait', async () => {
    server().enqueue({ type: 'error', status: 429, headers: { 'retry-after': '7' } });
    const outcome = await run(provider(false));
    expect(!outcome.ok && outcome.error).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAfterMs: 7000,
    });
    expect(!outcome.ok && outcome.error.message).toContain('Retry after 7 s');
  });

  it('maps 5xx to a server error', async () => {
    server().enqueue({ type: 'error', status: 503 });
    const outcome = await run(provider(true));
    expect(!outcome.ok && outcome.error).toMatchObject({ kind: 'server', status: 503 });
  });

  it('maps a request that outlives the total timeout to a timeout error naming the setting', async () => {
    server().enqueue({ type: 'hang' });
    const outcome = await run(provider(false, { timeoutMs: 200 }));
    expect(!outcome.ok && outcome.error.kind).toBe('timeout');
    expect(!outcome.ok && outcome.error.message).toContain('200 ms (the total timeout, timeoutMs)');
    expect(!outcome.ok && outcome.error.hints.join(' ')).toContain('"Total timeout (ms)"');
  });

  it('ends a stream that stalls after its first chunk at the idle timeout, naming that setting', async () => {
    server().enqueue({ type: 'answer', answer: twoReads, stallAfterChunks: 1 });
    const outcome = await run(provider(true, { timeoutMs: 600_000, idleTimeoutMs: 250 }));
    expect(!outcome.ok && outcome.error).toMatchObject({ kind: 'timeout' });
    expect(!outcome.ok && outcome.error.message).toContain(
      'sent nothing for 250 ms (the idle timeout between chunks, idleTimeoutMs)',
    );
    expect(!outcome.ok && outcome.error.hints.join(' ')).toContain('"Idle timeout between chunks (ms)"');
  });

  it('ends a stream that trickles on past the total timeout, though no gap reaches the idle one', async () => {
    const trickle = Array.from({ length: 400 }, (_, i) => ({
      id: 'c',
      object: 'chat.completion.chunk',
      created: 0,
      choices: [{ index: 0, delta: { content: `${i} ` }, finish_reason: null }],
    }));
    server().enqueue({ type: 'chunks', chunks: trickle, intervalMs: 20 });
    const outcome = await run(provider(true, { timeoutMs: 400, idleTimeoutMs: 60_000 }));
    expect(!outcome.ok && outcome.error.kind).toBe('timeout');
    expect(!outcome.ok && outcome.error.message).toContain('within 400 ms (the total timeout, timeoutMs)');
  });

  it('refuses to follow a redirect, so the key never reaches the address it points to', async () => {
    const elsewhere = await startOpenAICompatibleServer();
    try {
      server().enqueue({ type: 'redirect', status: 307, location: `${elsewhere.baseURL}/chat/completions` });
      const outcome = await run(provider(false));
      expect(outcome.ok).toBe(false);
      expect(elsewhere.requests).toHaveLength(0);
    } finally {
      await elsewhere.close();
    }
  });

  it('maps an unreachable endpoint to one network-or-CORS error with hints for both', async () => {
    const p = provider(false);
    await server().close();
    const outcome = await run(p);
    expect(!outcome.ok && outcome.error.kind).toBe('network-or-cors');
    const hints = !outcome.ok ? outcome.error.hints.join(' ') : '';
    expect(hints).toContain('Network');
    expect(hints).toContain('CORS');
  });

  it('stops in mid-stream when aborted, keeping the fragments already shown', async () => {
    server().enqueue({ type: 'answer', answer: twoReads, stallAfterChunks: 5 });
    const controller = new AbortController();
    const deltas: ModelDelta[] = [];
    const outcome = await run(
      provider(true),
      (d) => {
        deltas.push(d);
        if (deltas.length === 3) controller.abort();
      },
      controller.signal,
    );
    expect(!outcome.ok && outcome.error.kind).toBe('aborted');
    expect(deltas.length).toBeGreaterThanOrEqual(3);
  });

  it('answers CORS preflights with the requested headers', async () => {
    const res = await fetch(`${server().baseURL}/chat/completions`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'authorization,x-stainless-os' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization,x-stainless-os');
  });
});
