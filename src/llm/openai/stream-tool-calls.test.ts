// Streamed tool calls, as endpoints really send them, through the real SDK against our local server: by
// index, else by id, else by order of first appearance; never two calls' arguments in one; object arguments.
import { describe, expect, it } from 'vitest';
import type { ModelDelta, ModelOutcome } from '../model-types';
import { helloRequest, useLocalServer } from '../testing/local-server-hooks';
import { OpenAICompatibleProvider } from './openai-provider';

const server = useLocalServer();

/** One chat.completion.chunk with this delta for choice 0. */
const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
  id: 'c',
  object: 'chat.completion.chunk',
  created: 0,
  model: 'm',
  choices: [{ index: 0, delta, finish_reason: finish }],
});
const calls = (...pieces: Record<string, unknown>[]) => chunk({ tool_calls: pieces });
const fn = (name: string | undefined, args: unknown) => ({
  ...(name === undefined ? {} : { name }),
  ...(args === undefined ? {} : { arguments: args }),
});

async function streamed(chunks: unknown[]): Promise<{ outcome: ModelOutcome; deltas: ModelDelta[] }> {
  server().enqueue({ type: 'chunks', chunks });
  const provider = new OpenAICompatibleProvider({
    baseURL: server().baseURL,
    apiKey: 'sk-test',
    model: 'm',
    stream: true,
  });
  const deltas: ModelDelta[] = [];
  const outcome = await provider.complete(helloRequest, {
    signal: new AbortController().signal,
    onDelta: (d) => deltas.push(d),
  });
  return { outcome, deltas };
}

function toolCallsOf(outcome: ModelOutcome) {
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.response.toolCalls;
}

describe('streamed tool calls without index', () => {
  it('tells two calls apart by id: LS and Glob stay two calls with their own arguments', async () => {
    const { outcome } = await streamed([
      calls({ id: 'call_ls', type: 'function', function: fn('LS', '') }),
      calls({ id: 'call_ls', function: fn(undefined, '{}') }),
      calls({ id: 'call_glob', type: 'function', function: fn('Glob', '') }),
      calls({ id: 'call_glob', function: fn(undefined, '{"pattern":') }),
      calls({ id: 'call_glob', function: fn(undefined, '"**/*.ts"}') }),
      chunk({}, 'tool_calls'),
    ]);
    expect(toolCallsOf(outcome)).toEqual([
      { id: 'call_ls', name: 'LS', arguments: '{}' },
      { id: 'call_glob', name: 'Glob', arguments: '{"pattern":"**/*.ts"}' },
    ]);
    expect(outcome.ok && outcome.response.assumptions).toEqual([
      { kind: 'tool-call-index-missing', call: 0, by: 'id' },
      { kind: 'tool-call-index-missing', call: 1, by: 'id' },
    ]);
  });

  it('with neither index nor id: a continuation joins the call before it, a new name opens another', async () => {
    const { outcome } = await streamed([
      calls({ type: 'function', function: fn('LS', '{') }),
      calls({ function: fn(undefined, '}') }),
      calls({ type: 'function', function: fn('Glob', '{"pattern":"*.md"}') }),
      chunk({}, 'tool_calls'),
    ]);
    const got = toolCallsOf(outcome);
    expect(got.map((c) => [c.name, c.arguments])).toEqual([
      ['LS', '{}'],
      ['Glob', '{"pattern":"*.md"}'],
    ]);
    // Ids were assigned, distinct, and said so.
    expect(new Set(got.map((c) => c.id)).size).toBe(2);
    expect(outcome.ok && outcome.response.assumptions).toContainEqual({
      kind: 'tool-call-id-missing',
      call: 1,
      id: got[1]!.id,
    });
  });

  it('never joins the same tool called twice: complete arguments then more arguments is a second call', async () => {
    const { outcome } = await streamed([
      calls({ type: 'function', function: fn('Read', '{"path":"a.ts"}') }),
      calls({ type: 'function', function: fn('Read', '{"path":"b.ts"}') }),
      chunk({}, 'tool_calls'),
    ]);
    expect(toolCallsOf(outcome).map((c) => c.arguments)).toEqual(['{"path":"a.ts"}', '{"path":"b.ts"}']);
  });

  it('a gateway that numbers every call 0 but gives each its own id: two calls', async () => {
    const { outcome } = await streamed([
      calls({ index: 0, id: 'a', type: 'function', function: fn('LS', '{}') }),
      calls({ index: 0, id: 'b', type: 'function', function: fn('Glob', '{"pattern":"*"}') }),
      chunk({}, 'tool_calls'),
    ]);
    expect(toolCallsOf(outcome)).toEqual([
      { id: 'a', name: 'LS', arguments: '{}' },
      { id: 'b', name: 'Glob', arguments: '{"pattern":"*"}' },
    ]);
  });

  it('a gateway that numbers every call 0 and gives no ids: a new name after complete arguments', async () => {
    const { outcome } = await streamed([
      calls({ index: 0, type: 'function', function: fn('LS', '{}') }),
      calls({ index: 0, type: 'function', function: fn('Glob', '{"pat') }),
      calls({ index: 0, function: fn(undefined, 'tern":"*"}') }),
      chunk({}, 'tool_calls'),
    ]);
    expect(toolCallsOf(outcome).map((c) => [c.name, c.arguments])).toEqual([
      ['LS', '{}'],
      ['Glob', '{"pattern":"*"}'],
    ]);
  });

  it('the deltas name each call by its place, so they reassemble to the final calls', async () => {
    const { outcome, deltas } = await streamed([
      calls({ id: 'x', type: 'function', function: fn('LS', '{}') }),
      calls({ id: 'y', type: 'function', function: fn('Glob', '{"pattern":"*"}') }),
      chunk({}, 'tool_calls'),
    ]);
    const rebuilt = new Map<number, string>();
    for (const d of deltas)
      if (d.type === 'tool-call-arguments') rebuilt.set(d.index, (rebuilt.get(d.index) ?? '') + d.fragment);
    expect([...rebuilt.values()]).toEqual(toolCallsOf(outcome).map((c) => c.arguments));
  });
});

describe('streamed arguments sent as a JSON object', () => {
  it('are written out as JSON text and said so', async () => {
    const { outcome } = await streamed([
      calls({ index: 0, id: 'c1', type: 'function', function: fn('Glob', { pattern: '**/*.ts' }) }),
      calls({ index: 1, id: 'c2', type: 'function', function: fn('LS', {}) }),
      chunk({}, 'tool_calls'),
    ]);
    expect(toolCallsOf(outcome)).toEqual([
      { id: 'c1', name: 'Glob', arguments: '{"pattern":"**/*.ts"}' },
      { id: 'c2', name: 'LS', arguments: '{}' },
    ]);
    expect(outcome.ok && outcome.response.assumptions).toEqual([
      { kind: 'arguments-object', call: 0 },
      { kind: 'arguments-object', call: 1 },
    ]);
  });
});

describe('streamed tool calls with index (the usual shape)', () => {
  it('notes nothing when nothing was assumed', async () => {
    const { outcome } = await streamed([
      calls({ index: 0, id: 'c1', type: 'function', function: fn('LS', '') }),
      calls({ index: 0, function: fn(undefined, '{}') }),
      chunk({}, 'tool_calls'),
    ]);
    expect(toolCallsOf(outcome)).toEqual([{ id: 'c1', name: 'LS', arguments: '{}' }]);
    expect(outcome.ok && outcome.response.assumptions).toBeUndefined();
  });

  it('a call with no type is taken as a function call and said so', async () => {
    const { outcome } = await streamed([
      calls({ index: 0, id: 'c1', function: fn('LS', '{}') }),
      chunk({}, 'tool_calls'),
    ]);
    expect(toolCallsOf(outcome)).toEqual([{ id: 'c1', name: 'LS', arguments: '{}' }]);
    expect(outcome.ok && outcome.response.assumptions).toEqual([{ kind: 'tool-call-type-missing', call: 0 }]);
  });
});
