// Answers that are not chat completions, through the real SDK against our local server, streaming and not:
// each is an error explained like a 5xx, never an empty "final answer"; the harmless variants are read, with
// what was assumed said.
import { describe, expect, it } from 'vitest';
import type { ModelOutcome } from '../model-types';
import { completionBody } from '../testing/completion-bodies';
import { helloRequest, useLocalServer } from '../testing/local-server-hooks';
import type { ServerReply } from '../testing/openai-compatible-server';
import { OpenAICompatibleProvider } from './openai-provider';

const server = useLocalServer();

async function ask(reply: ServerReply, stream: boolean): Promise<ModelOutcome> {
  server().enqueue(reply);
  const provider = new OpenAICompatibleProvider({
    baseURL: server().baseURL,
    apiKey: 'sk-test-key-9',
    model: 'm',
    stream,
  });
  return provider.complete(helloRequest, { signal: new AbortController().signal });
}

const json = (body: unknown): ServerReply => ({
  type: 'raw',
  contentType: 'application/json',
  body: JSON.stringify(body),
});
const whole = (choices: unknown[], extra: Record<string, unknown> = {}) =>
  json({ id: 'x', object: 'chat.completion', created: 0, model: 'm', choices, ...extra });
const chunk = (choices: unknown[]) => ({ id: 'x', object: 'chat.completion.chunk', created: 0, choices });

function expectExplained(outcome: ModelOutcome, says: RegExp) {
  expect(outcome.ok).toBe(false);
  if (outcome.ok) return;
  expect(outcome.error.kind).toBe('bad-response');
  expect(outcome.error.message).toMatch(says);
  expect(outcome.error.hints.length).toBeGreaterThan(0);
}

describe.each([false, true])('a 200 that is not a completion (stream requested: %s)', (stream) => {
  it('an HTML page', async () => {
    const page = '<!DOCTYPE html><html><body><h1>Welcome to nginx!</h1></body></html>';
    expectExplained(await ask({ type: 'raw', contentType: 'text/html', body: page }, stream), /HTML page/);
  });

  it('an HTML page served as JSON', async () => {
    const page = '<html><body>Login</body></html>';
    expectExplained(await ask({ type: 'raw', contentType: 'application/json', body: page }, stream), /HTML/);
  });

  it('JSON that does not parse', async () => {
    const bad = { type: 'raw', contentType: 'application/json', body: '{"choices": [' } as const;
    expectExplained(await ask(bad, stream), /not valid JSON/);
  });

  it('an empty body', async () => {
    expectExplained(await ask({ type: 'raw', contentType: 'application/json', body: '' }, stream), /empty/);
  });

  it('plain text', async () => {
    const text = { type: 'raw', contentType: 'text/plain', body: 'OK' } as const;
    expectExplained(await ask(text, stream), /not a JSON chat completion/);
  });

  it('an error object with status 200', async () => {
    const outcome = await ask(json({ error: { message: 'model overloaded' } }), stream);
    expectExplained(outcome, /error instead of a completion: model overloaded/);
  });

  it('empty choices', async () => {
    expectExplained(await ask(whole([]), stream), /no choices/);
  });

  it('several choices, none saying its index', async () => {
    const message = { role: 'assistant', content: 'a' };
    expectExplained(await ask(whole([{ message }, { message }]), stream), /not all say their "index"/);
  });

  it('a choice with no message', async () => {
    expectExplained(await ask(whole([{ index: 0, finish_reason: 'stop' }]), stream), /no "message"/);
  });

  it('a message with neither text nor tool calls', async () => {
    const empty = whole([{ index: 0, message: { role: 'assistant', content: null }, finish_reason: 'stop' }]);
    expectExplained(await ask(empty, stream), /empty: no text and no tool calls/);
  });

  it('a tool call of a type that was not offered', async () => {
    const message = {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'c', type: 'custom', custom: { name: 'x', input: '' } }],
    };
    const outcome = await ask(whole([{ index: 0, message, finish_reason: 'tool_calls' }]), stream);
    expectExplained(outcome, /type "custom"; only function tools/);
  });

  it('a tool call with no function name', async () => {
    const message = {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'c', type: 'function', function: { arguments: '{}' } }],
    };
    const outcome = await ask(whole([{ index: 0, message, finish_reason: 'tool_calls' }]), stream);
    expectExplained(outcome, /no function name/);
  });
});

describe('harmless variants are read, with what was assumed', () => {
  it('tool calls without type, as a popular mock server documents them (no index on the choice)', async () => {
    const message = {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'call_1', function: { name: 'Read', arguments: '{"path":"a.ts"}' } }],
    };
    const outcome = await ask(whole([{ message, finish_reason: 'tool_calls' }]), false);
    expect(outcome).toEqual({
      ok: true,
      response: {
        content: null,
        toolCalls: [{ id: 'call_1', name: 'Read', arguments: '{"path":"a.ts"}' }],
        finishReason: 'tool_calls',
        assumptions: [{ kind: 'choice-index-missing' }, { kind: 'tool-call-type-missing', call: 0 }],
      },
    });
  });

  it('arguments as an object, a missing id and a missing finish_reason in a whole completion', async () => {
    const message = {
      role: 'assistant',
      content: null,
      tool_calls: [{ type: 'function', function: { name: 'Glob', arguments: { pattern: '*' } } }],
    };
    const outcome = await ask(whole([{ index: 0, message }]), false);
    expect(outcome.ok && outcome.response.toolCalls).toEqual([
      { id: 'call_toolscope_1', name: 'Glob', arguments: '{"pattern":"*"}' },
    ]);
    expect(outcome.ok && outcome.response.assumptions).toEqual([
      { kind: 'tool-call-id-missing', call: 0, id: 'call_toolscope_1' },
      { kind: 'arguments-object', call: 0 },
      { kind: 'finish-reason-missing', assumed: 'tool_calls' },
    ]);
  });

  it('a stream request answered with one whole completion', async () => {
    const outcome = await ask(json(completionBody({ content: 'Hello.' }, 'm')), true);
    expect(outcome.ok && outcome.response.content).toBe('Hello.');
    expect(outcome.ok && outcome.response.assumptions).toEqual([{ kind: 'not-streamed' }]);
  });

  it('stream chunks whose only choice has no index', async () => {
    const outcome = await ask(
      {
        type: 'chunks',
        chunks: [
          chunk([{ delta: { role: 'assistant', content: 'Hel' } }]),
          chunk([{ delta: { content: 'lo.' }, finish_reason: 'stop' }]),
        ],
      },
      true,
    );
    expect(outcome.ok && outcome.response.content).toBe('Hello.');
    expect(outcome.ok && outcome.response.assumptions).toEqual([{ kind: 'choice-index-missing' }]);
  });
});

describe('streams that are not completion streams', () => {
  const streamed = (chunks: unknown[]) => ask({ type: 'chunks', chunks }, true);

  it('no chunk at all before [DONE]', async () => {
    expectExplained(await streamed([]), /without a single chunk/);
  });

  it('a chunk that is not JSON', async () => {
    expectExplained(await streamed(['{"choices": [']), /not valid JSON/);
  });

  it('a chunk that is not an object', async () => {
    expectExplained(await streamed(['42']), /Stream chunk 1 is not a JSON object/);
  });

  it('only a role and an empty text', async () => {
    const outcome = await streamed([
      chunk([{ index: 0, delta: { role: 'assistant', content: '' } }]),
      chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]),
    ]);
    expectExplained(outcome, /empty: no text and no tool calls/);
  });

  it('content that is not text', async () => {
    const outcome = await streamed([chunk([{ index: 0, delta: { content: [{ type: 'text' }] } }])]);
    expectExplained(outcome, /"content" that is not text/);
  });

  it('never echoes the key even when the endpoint put it in its answer', async () => {
    const outcome = await streamed([JSON.stringify({ error: { message: 'bad key sk-test-key-9' } })]);
    expect(outcome.ok).toBe(false);
    expect(JSON.stringify(outcome)).not.toContain('sk-test-key-9');
  });
});
