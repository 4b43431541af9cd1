// The Messages SSE fixtures (the test server's events, testing/messages-bodies.ts) read two ways: by
// @anthropic-ai/sdk 1.10.0's own stream reader and accumulator (`messages.stream(…).finalMessage()`, over real
// HTTP from the test server), and by this project's reader and assembler. The SDK accepting them proves the
// fixtures are a real Messages stream; the two readings agreeing proves the assembly is the SDK's. The SDK is a
// dev dependency used here only: the page has its own reader (decision 0815).
import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import type { ModelResponse } from '../model-types';
import type { ServerAnswer } from '../testing/completion-bodies';
import { useLocalServer } from '../testing/local-server-hooks';
import { messagesEvents, sseText } from '../testing/messages-bodies';
import { MessagesStreamAssembler } from './assemble-messages-stream';
import { serverSentEvents } from './sse-events';

const server = useLocalServer();

const FIXTURES: Readonly<Record<string, ServerAnswer>> = {
  'text only': { content: 'The answer is 42, as the file says.' },
  'text then two calls': {
    content: 'Reading both.',
    toolCalls: [
      { id: 'toolu_1', name: 'Read', arguments: '{"path":"src/a.ts"}' },
      { id: 'toolu_2', name: 'Grep', arguments: '{"pattern":"export \\"a\\"","glob":"**/*.ts","n":3}' },
    ],
  },
  'a call with no input': { toolCalls: [{ id: 'toolu_3', name: 'TodoRead', arguments: '{}' }] },
  'unicode split across fragments': {
    toolCalls: [{ id: 'toolu_4', name: 'Write', arguments: '{"path":"é.md","content":"日本語 ✓ 🎉"}' }],
  },
};

async function ownReading(answer: ServerAnswer): Promise<ModelResponse> {
  const body = new Response(sseText(messagesEvents(answer, 'claude-test'))).body!;
  const assembler = new MessagesStreamAssembler();
  for await (const event of serverSentEvents(body)) {
    const pushed = assembler.push(JSON.parse(event.data));
    if (!pushed.ok) throw new Error(pushed.problem);
  }
  const read = assembler.finish();
  if (!read.ok) throw new Error(read.problem);
  return read.value;
}

async function sdkReading(answer: ServerAnswer) {
  server().enqueue({ type: 'answer', answer });
  const client = new Anthropic({
    apiKey: 'sk-ant-sdk-test-0123456789',
    baseURL: `http://127.0.0.1:${server().port}`,
    maxRetries: 0,
  });
  return client.messages
    .stream({ model: 'claude-test', max_tokens: 64, messages: [{ role: 'user', content: 'Go' }] })
    .finalMessage();
}

describe('the Messages stream fixtures, read by the SDK and by the page', () => {
  for (const [name, answer] of Object.entries(FIXTURES)) {
    it(`${name}: the SDK accepts the stream and its final message is the page's assembly`, async () => {
      const [ours, sdk] = await Promise.all([ownReading(answer), sdkReading(answer)]);
      const texts = sdk.content.flatMap((block) => (block.type === 'text' ? [block.text] : []));
      expect(ours.content).toBe(texts.length > 0 ? texts.join('') : null);
      const uses = sdk.content.flatMap((block) => (block.type === 'tool_use' ? [block] : []));
      expect(
        ours.toolCalls.map((call) => ({ id: call.id, name: call.name, input: JSON.parse(call.arguments) })),
      ).toEqual(uses.map((use) => ({ id: use.id, name: use.name, input: use.input })));
      expect(ours.finishReason).toBe(sdk.stop_reason === 'tool_use' ? 'tool_calls' : 'stop');
      const { usage } = sdk;
      expect(ours.usage).toEqual({
        promptTokens:
          usage.input_tokens +
          (usage.cache_read_input_tokens ?? 0) +
          (usage.cache_creation_input_tokens ?? 0),
        completionTokens: usage.output_tokens,
        cacheReadTokens: usage.cache_read_input_tokens,
        cacheCreationTokens: usage.cache_creation_input_tokens,
      });
    });
  }

  it('reads an event split anywhere across the body’s chunks, CRLF lines included', async () => {
    const text = sseText(messagesEvents(FIXTURES['text then two calls']!, 'm')).replace(/\n/g, '\r\n');
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // Three bytes at a time: lines, events and UTF-8 sequences all fall across chunk boundaries.
        for (let at = 0; at < bytes.length; at += 3) controller.enqueue(bytes.slice(at, at + 3));
        controller.close();
      },
    });
    const events = [];
    for await (const event of serverSentEvents(body)) events.push(event);
    expect(events.map((event) => event.event)).toEqual(
      messagesEvents(FIXTURES['text then two calls']!, 'm').map(([name]) => name),
    );
    expect(events.every((event) => JSON.parse(event.data).type === event.event)).toBe(true);
  });
});
