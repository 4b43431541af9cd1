// The response limits over the real `openai` SDK, against the local server's hostile replies: each limit
// just under (the answer is read whole) and just over (refused with the limit's error, the request stopped
// there, nothing past the limit told or recorded).
import { describe, expect, it } from 'vitest';
import type { ModelDelta, ModelOutcome, ResponseLimits, WireExchange } from '../model-types';
import { OpenAICompatibleProvider } from '../openai/openai-provider';
import { useLocalServer } from '../testing/local-server-hooks';
import { readRequest } from '../testing/provider-fixtures';
import { DEFAULT_RESPONSE_LIMITS } from './response-limits';

const server = useLocalServer();

interface Asked {
  readonly outcome: ModelOutcome;
  readonly deltas: ModelDelta[];
  readonly wire: WireExchange | undefined;
}

async function ask(limits: Partial<ResponseLimits>, stream = true): Promise<Asked> {
  const provider = new OpenAICompatibleProvider({
    baseURL: server().baseURL,
    apiKey: 'sk-limits-test-key',
    model: 'gpt-test',
    stream,
  });
  const deltas: ModelDelta[] = [];
  let wire: WireExchange | undefined;
  const outcome = await provider.complete(readRequest('Go'), {
    signal: new AbortController().signal,
    limits: { ...DEFAULT_RESPONSE_LIMITS, ...limits },
    onDelta: (delta) => deltas.push(delta),
    onWire: (exchange) => (wire = exchange),
  });
  return { outcome, deltas, wire };
}

function refusal(outcome: ModelOutcome) {
  if (outcome.ok) throw new Error('expected the response to be refused');
  return outcome.error;
}

const starts = (deltas: readonly ModelDelta[]) => deltas.filter((d) => d.type === 'tool-call-start').length;

/** The bytes the server writes for SSE chunks given as objects: `data: <json>\n\n` each, then [DONE]. */
function sseBytes(chunks: readonly unknown[]): number {
  const text = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('') + 'data: [DONE]\n\n';
  return new TextEncoder().encode(text).byteLength;
}

describe('tool calls in one response', () => {
  it('reads exactly maxToolCalls calls', async () => {
    server().enqueue({ type: 'many-calls', calls: 40 });
    const { outcome, deltas } = await ask({ maxToolCalls: 40 });
    expect(outcome.ok && outcome.response.toolCalls.length).toBe(40);
    expect(starts(deltas)).toBe(40);
  });

  it('refuses the call past it, tells no call past it, and stops the stream there', async () => {
    server().enqueue({ type: 'many-calls', calls: 10_000 });
    const { outcome, deltas, wire } = await ask({ maxToolCalls: 40 });
    const error = refusal(outcome);
    expect(error.kind).toBe('response-too-large');
    expect(error.limit).toEqual({ name: 'maxToolCalls', max: 40 });
    expect(error.message).toBe(
      "The model's response was refused while it streamed: it asked for more than 40 tool calls (the limit responseLimits.maxToolCalls is 40), so the request was stopped.",
    );
    expect(error.hints).toEqual([
      'If the model really needs more, raise “Tool calls in one model response” under “Model request” in the Settings tab (responseLimits.maxToolCalls) and step again.',
    ]);
    expect(starts(deltas)).toBe(40);
    // Read no further than the chunks in flight when it stopped: far fewer than the 10,000 calls sent.
    expect(wire?.response?.chunks?.length ?? Infinity).toBeLessThan(2_000);
  });

  it('counts the calls of a whole (not streamed) completion too', async () => {
    const toolCalls = Array.from({ length: 6 }, (_, i) => ({
      id: `c${i}`,
      name: 'Read',
      arguments: '{"path":"a"}',
    }));
    server().enqueue({ type: 'answer', answer: { toolCalls: toolCalls.slice(0, 5) } });
    expect((await ask({ maxToolCalls: 5 }, false)).outcome.ok).toBe(true);
    server().enqueue({ type: 'answer', answer: { toolCalls } });
    expect(refusal((await ask({ maxToolCalls: 5 }, false)).outcome).limit).toEqual({
      name: 'maxToolCalls',
      max: 5,
    });
  });
});

describe("one call's arguments", () => {
  it('reads an argument of exactly maxArgumentBytes bytes', async () => {
    server().enqueue({ type: 'huge-argument', bytes: 200_000 });
    const { outcome } = await ask({ maxArgumentBytes: 200_000 });
    expect(outcome.ok && outcome.response.toolCalls[0]!.arguments.length).toBe(200_000);
  });

  it('refuses one byte more', async () => {
    server().enqueue({ type: 'huge-argument', bytes: 200_001 });
    const error = refusal((await ask({ maxArgumentBytes: 200_000 })).outcome);
    expect(error.limit).toEqual({ name: 'maxArgumentBytes', max: 200_000 });
    expect(error.message).toContain("one tool call's arguments passed 200,000 bytes");
  });

  it('stops a 50 MB argument near the limit, without reading the rest', async () => {
    server().enqueue({ type: 'huge-argument', bytes: 50_000_000 });
    const { outcome, deltas, wire } = await ask({});
    expect(refusal(outcome).limit).toEqual({ name: 'maxArgumentBytes', max: 1_000_000 });
    const told = deltas.reduce(
      (sum, d) => sum + (d.type === 'tool-call-arguments' ? d.fragment.length : 0),
      0,
    );
    expect(told).toBeLessThanOrEqual(1_000_000);
    const recorded = JSON.stringify(wire?.response?.chunks ?? []).length;
    expect(recorded).toBeLessThan(4_000_000);
  });

  it('measures UTF-8 bytes, not characters', async () => {
    const args = JSON.stringify({ path: 'é'.repeat(600) }); // 1,200 bytes of é, 600 characters
    server().enqueue({ type: 'answer', answer: { toolCalls: [{ id: 'c', name: 'Read', arguments: args }] } });
    const error = refusal((await ask({ maxArgumentBytes: 1_000 })).outcome);
    expect(error.limit?.name).toBe('maxArgumentBytes');
  });
});

describe("the response's bytes", () => {
  const chunks = Array.from({ length: 30 }, (_, i) => ({
    choices: [{ index: 0, delta: { content: `piece ${i} ` }, finish_reason: i === 29 ? 'stop' : null }],
  }));

  it('reads a body of exactly maxResponseBytes bytes', async () => {
    server().enqueue({ type: 'chunks', chunks });
    const { outcome } = await ask({ maxResponseBytes: sseBytes(chunks) });
    expect(outcome.ok && outcome.response.content).toContain('piece 29');
  });

  it('refuses a body one byte longer', async () => {
    server().enqueue({ type: 'chunks', chunks });
    const error = refusal((await ask({ maxResponseBytes: sseBytes(chunks) - 1 })).outcome);
    expect(error.limit).toEqual({ name: 'maxResponseBytes', max: sseBytes(chunks) - 1 });
  });

  it('ends an endless stream once it passes the limit', async () => {
    server().enqueue({ type: 'endless' });
    const { outcome, deltas } = await ask({ maxResponseBytes: 500_000 });
    expect(refusal(outcome).limit).toEqual({ name: 'maxResponseBytes', max: 500_000 });
    const text = deltas.reduce((sum, d) => sum + (d.type === 'text' ? d.text.length : 0), 0);
    expect(text).toBeLessThan(500_000);
  });

  it('refuses one giant event before the SDK buffers it whole', async () => {
    server().enqueue({ type: 'huge-argument', bytes: 50_000_000, fragmentBytes: 50_000_000 });
    const { outcome, deltas } = await ask({ maxResponseBytes: 2_000_000 });
    expect(refusal(outcome).limit).toEqual({ name: 'maxResponseBytes', max: 2_000_000 });
    expect(deltas.filter((d) => d.type === 'tool-call-arguments').length).toBeLessThanOrEqual(1);
  });

  it('counts a whole (not streamed) body too', async () => {
    const body = JSON.stringify({
      choices: [
        { index: 0, message: { role: 'assistant', content: 'x'.repeat(5_000) }, finish_reason: 'stop' },
      ],
    });
    server().enqueue({ type: 'raw', contentType: 'application/json', body });
    expect((await ask({ maxResponseBytes: body.length }, false)).outcome.ok).toBe(true);
    server().enqueue({ type: 'raw', contentType: 'application/json', body });
    expect(refusal((await ask({ maxResponseBytes: body.length - 1 }, false)).outcome).limit?.name).toBe(
      'maxResponseBytes',
    );
  });
});
