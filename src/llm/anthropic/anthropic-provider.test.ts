// The Anthropic Messages provider against the local server's Messages route, over real HTTP: the headers
// Anthropic asks for (the key in x-api-key, never in authorization), the turn as Messages (system on top,
// tool_use blocks, tool_result blocks with is_error on a failed call's), tools from the same registry schema,
// the stream assembled into the pipeline's calls as it arrives (text and input_json_delta fragments), the
// usage with its cache figures, and the whole answer read when streaming is off.
import { describe, expect, it } from 'vitest';
import type { ModelDelta, ModelRequest } from '../model-types';
import { useLocalServer } from '../testing/local-server-hooks';
import { readTool, twoReadsAnswer } from '../testing/provider-fixtures';
import { AnthropicMessagesProvider } from './anthropic-provider';

const KEY = 'sk-ant-test-0123456789abcdef';
const server = useLocalServer();
const provider = (stream: boolean) =>
  new AnthropicMessagesProvider({ baseURL: server().baseURL, apiKey: KEY, model: 'claude-test', stream });

const failedResult = '{"status":"error","error":{"code":"NOT_FOUND","message":"No such file"},"data":{}}';
const secondTurn: ModelRequest = {
  model: 'ignored',
  messages: [
    { role: 'system', content: 'You are a code agent.' },
    { role: 'user', content: 'Read a.ts and b.ts' },
    {
      role: 'assistant',
      content: 'Reading.',
      tool_calls: [
        { id: 'call_1', type: 'function', function: { name: 'Read', arguments: '{"path":"a.ts"}' } },
        { id: 'call_2', type: 'function', function: { name: 'Read', arguments: '{"path":"b.ts"}' } },
      ],
    },
    { role: 'tool', tool_call_id: 'call_1', content: '{"status":"success","data":{},"text":"a"}' },
    { role: 'tool', tool_call_id: 'call_2', content: failedResult },
  ],
  tools: [readTool],
  toolChoice: 'auto',
  parallelToolCalls: false,
};

/** Prompt 10 + 4 read from the cache + 2 written to it, as the server's usage says. */
const usage = { promptTokens: 16, completionTokens: 5, cacheReadTokens: 4, cacheCreationTokens: 2 };

describe('the Anthropic Messages provider', () => {
  it('sends the headers Anthropic asks for, the key in x-api-key only', async () => {
    server().enqueue({ type: 'answer', answer: { content: 'Hi.' } });
    await provider(true).complete(secondTurn, { signal: new AbortController().signal });
    const sent = server().requests[0]!;
    expect(sent.path).toBe('/v1/messages');
    expect(sent.headers).toMatchObject({
      'x-api-key': KEY,
      'anthropic-version': '2023-06-01',
      'anthropic-dangerous-direct-browser-access': 'true',
    });
    expect(sent.headers.authorization).toBeUndefined();
  });

  it('sends the turn as Messages: tool_use blocks, tool_result blocks, is_error on the failed result', async () => {
    server().enqueue({ type: 'answer', answer: { content: 'a is there, b is not.' } });
    await provider(true).complete(secondTurn, { signal: new AbortController().signal });
    expect(server().requests[0]!.body).toEqual({
      model: 'claude-test',
      system: 'You are a code agent.',
      messages: [
        { role: 'user', content: [{ type: 'text', text: 'Read a.ts and b.ts' }] },
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'Reading.' },
            { type: 'tool_use', id: 'call_1', name: 'Read', input: { path: 'a.ts' } },
            { type: 'tool_use', id: 'call_2', name: 'Read', input: { path: 'b.ts' } },
          ],
        },
        {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: 'call_1',
              content: '{"status":"success","data":{},"text":"a"}',
            },
            { type: 'tool_result', tool_use_id: 'call_2', content: failedResult, is_error: true },
          ],
        },
      ],
      tools: [
        {
          name: 'Read',
          description: readTool.function.description,
          input_schema: readTool.function.parameters,
        },
      ],
      tool_choice: { type: 'auto', disable_parallel_tool_use: true },
      max_tokens: 8192,
      stream: true,
    });
  });

  it('streams text and input_json_delta fragments into the pipeline’s calls as they arrive', async () => {
    server().enqueue({ type: 'answer', answer: twoReadsAnswer });
    const deltas: ModelDelta[] = [];
    const outcome = await provider(true).complete(secondTurn, {
      signal: new AbortController().signal,
      onDelta: (delta) => deltas.push(delta),
    });
    expect(outcome).toEqual({
      ok: true,
      response: { ...twoReadsAnswer, finishReason: 'tool_calls', usage },
    });
    expect(deltas[0]).toEqual({ type: 'text', text: 'Reading' });
    expect(deltas.filter((d) => d.type === 'tool-call-start')).toEqual([
      { type: 'tool-call-start', index: 0, id: 'call_1', name: 'Read' },
      { type: 'tool-call-start', index: 1, id: 'call_2', name: 'Read' },
    ]);
    // Each call's arguments arrive in several fragments, numbered by the call, not by the content block.
    const second = deltas.flatMap((d) =>
      d.type === 'tool-call-arguments' && d.index === 1 ? [d.fragment] : [],
    );
    expect(second.length).toBeGreaterThan(1);
    expect(second.join('')).toBe(twoReadsAnswer.toolCalls[1]!.arguments);
  });

  it('reads a whole message when streaming is off', async () => {
    server().enqueue({ type: 'answer', answer: twoReadsAnswer });
    const outcome = await provider(false).complete(secondTurn, { signal: new AbortController().signal });
    expect(outcome).toEqual({ ok: true, response: { ...twoReadsAnswer, finishReason: 'tool_calls', usage } });
    expect(server().requests[0]!.body).toMatchObject({ stream: false });
  });

  it('records the exchange with the key redacted and each named event in arrival order', async () => {
    server().enqueue({ type: 'answer', answer: { content: 'Hi.' } });
    let wire: unknown;
    await provider(true).complete(secondTurn, {
      signal: new AbortController().signal,
      onWire: (exchange) => (wire = exchange),
    });
    expect(wire).toMatchObject({
      api: 'anthropic-messages',
      request: { headers: { 'x-api-key': '[API key]' } },
      response: { status: 200 },
    });
    const chunks = (wire as { response: { chunks: { event?: string }[] } }).response.chunks;
    expect(chunks.map((chunk) => chunk.event)).toEqual([
      'message_start',
      'ping',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(JSON.stringify(wire)).not.toContain(KEY);
  });
});
