// How a failed Messages call reaches the page, against the test server's failure modes on its Messages route:
// the same ModelError kinds as the OpenAI provider's (so the failed-call retry of decision 0735 waits on them
// alike: messages-session.test.ts retries one), the wire exchange as far as it got, Anthropic's error words kept as the detail, 529 and an error
// event mid-stream taken as server failures, the response limits applied while streaming, and the key nowhere.
import { describe, expect, it } from 'vitest';
import type { WireExchange } from '../../engine/trace/wire-exchange';
import type { ModelDelta, ModelError, ResponseLimits } from '../model-types';
import { DEFAULT_RESPONSE_LIMITS } from '../response-limits/response-limits';
import type { FailureMode } from '../testing/failure-replies';
import { useLocalServer } from '../testing/local-server-hooks';
import type { ServerReply } from '../testing/openai-compatible-server';
import { readRequest, twoReadsAnswer } from '../testing/provider-fixtures';
import { AnthropicMessagesProvider } from './anthropic-provider';

const SECRET = 'sk-ant-failing-0123456789';
const server = useLocalServer();
const answer = twoReadsAnswer;

async function ask(
  reply: ServerReply,
  options: { idleTimeoutMs?: number; limits?: Partial<ResponseLimits> } = {},
) {
  server().enqueue(reply);
  const provider = new AnthropicMessagesProvider({
    baseURL: server().baseURL,
    apiKey: SECRET,
    model: 'claude-test',
    stream: true,
    ...(options.idleTimeoutMs === undefined ? {} : { idleTimeoutMs: options.idleTimeoutMs }),
  });
  const wires: WireExchange[] = [];
  const deltas: ModelDelta[] = [];
  const outcome = await provider.complete(readRequest('Read both'), {
    signal: new AbortController().signal,
    onWire: (wire) => wires.push(wire),
    onDelta: (delta) => deltas.push(delta),
    limits: { ...DEFAULT_RESPONSE_LIMITS, ...options.limits },
  });
  expect(server().requests).toHaveLength(1);
  expect(wires).toHaveLength(1);
  expect(JSON.stringify([outcome, wires])).not.toContain(SECRET);
  return { outcome, wire: wires[0]!, deltas };
}

async function fail(failure: FailureMode, options: { idleTimeoutMs?: number } = {}) {
  const { outcome, wire } = await ask({ type: 'failure', failure }, options);
  if (outcome.ok) throw new Error('the call was meant to fail');
  return { error: outcome.error, wire };
}

describe('a failed Messages call, as the page sees it', () => {
  it('401: the key was refused, in Anthropic’s words, with the request id', async () => {
    const { error, wire } = await fail({ kind: 'unauthorized' });
    expect(error).toMatchObject<Partial<ModelError>>({ kind: 'auth', status: 401 });
    expect(error.detail).toBe('Incorrect API key provided.');
    expect(wire.response?.headers['x-request-id']).toBe('req_test_1');
    expect(wire.response?.body).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
  });

  it('429 with retry-after: how long to wait', async () => {
    const { error, wire } = await fail({ kind: 'rate-limited', retryAfter: '7' });
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 7000 });
    expect(wire.response?.headers['retry-after']).toBe('7');
  });

  it('500 is a server failure', async () => {
    const { error } = await fail({ kind: 'server-error' });
    expect(error).toMatchObject({ kind: 'server', status: 500 });
  });

  it('529 says the endpoint is overloaded', async () => {
    const { error, wire } = await fail({ kind: 'overloaded' });
    expect(error).toMatchObject({ kind: 'server', status: 529, detail: 'Overloaded' });
    expect(error.message).toContain('overloaded (529)');
    expect(wire.response?.body).toMatchObject({ error: { type: 'overloaded_error' } });
  });

  it('400 naming a schema: the server’s words come first', async () => {
    const { error } = await fail({ kind: 'schema-refused', tool: 'Read', property: 'path' });
    expect(error.kind).toBe('bad-request');
    expect(error.message).toMatch(/^Invalid schema for function 'Read'/);
  });

  it('an overloaded_error event mid-stream is a server failure, with the events before it', async () => {
    const { error, wire } = await fail({
      kind: 'stream-error',
      answer,
      afterEvents: 4,
      errorType: 'overloaded_error',
    });
    expect(error).toMatchObject({ kind: 'server', detail: 'Scripted overloaded_error mid-stream.' });
    expect(wire.response?.chunks?.map((chunk) => chunk.event)).toEqual([
      'message_start',
      'ping',
      'content_block_start',
      'content_block_delta',
      'error',
    ]);
  });

  it('a stream cut mid-event says it was cut, and keeps the events received before the cut', async () => {
    const { error, wire } = await fail({ kind: 'cut-mid-chunk', answer, afterEvents: 3 });
    expect(error.kind).toBe('stream-cut');
    expect(error.message).toContain('cut off after 3 events');
    expect(wire.response?.chunks?.map((chunk) => chunk.partial === true)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('a stream that stalls ends on the idle timeout', async () => {
    const { error, wire } = await fail({ kind: 'stall', answer, afterEvents: 2 }, { idleTimeoutMs: 300 });
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('idle timeout');
    expect(wire.response?.chunks).toHaveLength(2);
  });

  it('an endpoint that quotes the key back has it scrubbed from the error', async () => {
    server().enqueue({ type: 'echo-key' });
    const provider = new AnthropicMessagesProvider({
      baseURL: server().baseURL,
      apiKey: SECRET,
      model: 'claude-test',
      stream: true,
    });
    const outcome = await provider.complete(readRequest('Hi'), { signal: new AbortController().signal });
    if (outcome.ok) throw new Error('the call was meant to fail');
    // The wire body it echoed is the runtime's scrubber's (scrubbing-provider.ts, secret-scrubbing.test.ts).
    expect(outcome.error.detail).toBe('invalid x-api-key: [API key]');
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
  });
});

describe('the response limits, while a Messages answer streams', () => {
  it('refuses the call past maxToolCalls before telling it', async () => {
    const { outcome, deltas } = await ask({ type: 'answer', answer }, { limits: { maxToolCalls: 1 } });
    expect(outcome.ok ? 'read' : outcome.error.limit).toEqual({ name: 'maxToolCalls', max: 1 });
    expect(deltas.filter((d) => d.type === 'tool-call-start')).toHaveLength(1);
  });

  it('refuses a call whose input passes maxArgumentBytes', async () => {
    const { outcome } = await ask({ type: 'answer', answer }, { limits: { maxArgumentBytes: 10 } });
    expect(outcome.ok ? 'read' : outcome.error.limit).toEqual({ name: 'maxArgumentBytes', max: 10 });
  });

  it('stops reading the body past maxResponseBytes', async () => {
    const { outcome } = await ask({ type: 'answer', answer }, { limits: { maxResponseBytes: 600 } });
    expect(outcome.ok ? 'read' : outcome.error.limit).toEqual({ name: 'maxResponseBytes', max: 600 });
  });

  it('reads the same answer whole within the limits', async () => {
    const { outcome } = await ask({ type: 'answer', answer });
    expect(outcome.ok && outcome.response.toolCalls).toEqual(answer.toolCalls);
  });
});
