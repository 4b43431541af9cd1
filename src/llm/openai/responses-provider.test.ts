// The OpenAI-compatible provider speaking the Responses API through the real SDK, against the local server's
// Responses route: the conversation goes as input items (a tool call is a function_call item, its result a
// function_call_output item with the same call_id), the answer's items come back as the same ModelResponse a
// chat completion gives, streamed or whole, and what is not a Responses answer is said in place.
import { describe, expect, it } from 'vitest';
import type { ModelDelta, ModelRequest } from '../model-types';
import { useLocalServer } from '../testing/local-server-hooks';
import { readTool, twoReadsAnswer } from '../testing/provider-fixtures';
import { completionBody } from '../testing/completion-bodies';
import { responsesEvents } from '../testing/responses-bodies';
import { OpenAICompatibleProvider } from './openai-provider';

const read = readTool;
const secondTurn: ModelRequest = {
  model: 'ignored',
  messages: [
    { role: 'system', content: 'You are a code agent.' },
    { role: 'user', content: 'Read a.ts' },
    {
      role: 'assistant',
      content: 'Reading.',
      tool_calls: [
        { id: 'call_1', type: 'function', function: { name: 'Read', arguments: '{"path":"a.ts"}' } },
      ],
    },
    { role: 'tool', tool_call_id: 'call_1', content: 'export const a = 1;' },
  ],
  tools: [read],
  toolChoice: 'auto',
  parallelToolCalls: true,
};
const twoReads = twoReadsAnswer;
const server = useLocalServer();

const provider = (stream: boolean) =>
  new OpenAICompatibleProvider({
    baseURL: server().baseURL,
    apiKey: 'sk-r',
    model: 'gpt-test',
    stream,
    api: 'responses',
  });

describe('the Responses API provider', () => {
  it('sends the turn as input items joined by call_id', async () => {
    server().enqueue({ type: 'answer', answer: { content: 'a is 1.' } });
    const outcome = await provider(false).complete(secondTurn, { signal: new AbortController().signal });
    expect(outcome).toEqual({
      ok: true,
      response: {
        content: 'a is 1.',
        toolCalls: [],
        finishReason: 'stop',
        usage: { promptTokens: 10, completionTokens: 5 },
      },
    });
    const sent = server().requests[0]!;
    expect(sent.path).toBe('/v1/responses');
    expect(sent.body).toEqual({
      model: 'gpt-test',
      input: [
        { type: 'message', role: 'system', content: 'You are a code agent.' },
        { type: 'message', role: 'user', content: 'Read a.ts' },
        { type: 'message', role: 'assistant', content: 'Reading.' },
        { type: 'function_call', call_id: 'call_1', name: 'Read', arguments: '{"path":"a.ts"}' },
        { type: 'function_call_output', call_id: 'call_1', output: 'export const a = 1;' },
      ],
      tools: [{ type: 'function', ...read.function, strict: false }],
      tool_choice: 'auto',
      parallel_tool_calls: true,
      store: false,
      stream: false,
    });
  });

  it.each([true, false])('reads function_call items as tool calls (streaming: %s)', async (stream) => {
    server().enqueue({ type: 'answer', answer: twoReads });
    const deltas: ModelDelta[] = [];
    const outcome = await provider(stream).complete(secondTurn, {
      signal: new AbortController().signal,
      onDelta: (d) => deltas.push(d),
    });
    expect(outcome).toEqual({
      ok: true,
      response: {
        content: 'Reading both.',
        toolCalls: twoReads.toolCalls,
        finishReason: 'tool_calls',
        usage: { promptTokens: 10, completionTokens: 5 },
      },
    });
    if (!stream) return;
    // The deltas reassemble to the final answer.
    expect(
      deltas
        .filter((d) => d.type === 'text')
        .map((d) => d.text)
        .join(''),
    ).toBe('Reading both.');
    const args = (index: number) =>
      deltas
        .filter((d) => d.type === 'tool-call-arguments' && d.index === index)
        .map((d) => (d.type === 'tool-call-arguments' ? d.fragment : ''))
        .join('');
    expect([args(0), args(1)]).toEqual(twoReads.toolCalls.map((c) => c.arguments));
    expect(deltas.filter((d) => d.type === 'tool-call-start')).toEqual([
      { type: 'tool-call-start', index: 0, id: 'call_1', name: 'Read' },
      { type: 'tool-call-start', index: 1, id: 'call_2', name: 'Read' },
    ]);
  });

  it('explains errors in place as Chat Completions does', async () => {
    server().enqueue({ type: 'error', status: 401 });
    const outcome = await provider(true).complete(secondTurn, { signal: new AbortController().signal });
    expect(outcome.ok === false && outcome.error.kind).toBe('auth');
  });

  it('says so when the endpoint answers with a chat completion instead', async () => {
    server().enqueue({
      type: 'raw',
      contentType: 'application/json',
      body: JSON.stringify(completionBody({ content: 'x' }, 'm')),
    });
    const outcome = await provider(false).complete(secondTurn, { signal: new AbortController().signal });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.kind).toBe('bad-response');
    expect(outcome.error.message).toContain('choose Chat Completions');
  });

  it('says so when a stream ends before response.completed', async () => {
    const cut = responsesEvents(twoReads, 'gpt-test')
      .slice(0, 4)
      .map(([, data]) => data);
    server().enqueue({ type: 'chunks', chunks: cut });
    const outcome = await provider(true).complete(secondTurn, { signal: new AbortController().signal });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.kind).toBe('bad-response');
    expect(outcome.error.message).toContain('before "response.completed"');
  });

  it('says so when a stream carries an error event', async () => {
    server().enqueue({
      type: 'chunks',
      chunks: [{ type: 'error', message: 'overloaded', code: 'server_error' }],
    });
    const outcome = await provider(true).complete(secondTurn, { signal: new AbortController().signal });
    expect(outcome.ok === false && outcome.error.message).toContain('overloaded');
  });
});
