// The Request / Response tab's Anthropic view of a turn is the body the live provider sends: a failed call's
// tool_result says `is_error: true`, and the response's usage keeps its prompt-cache figures in Anthropic's parts.
import { describe, expect, it } from 'vitest';
import type { ModelRequestEvent, ModelResponseEvent } from '../../../engine';
import { shapeExchange } from './exchange-shapes';

const failed = '{"status":"error","error":{"code":"NOT_FOUND","message":"No such file"},"data":{}}';
const request = {
  seq: 3,
  type: 'model-request',
  step: 2,
  timeMs: 0,
  request: {
    model: 'claude-test',
    messages: [
      { role: 'user', content: 'Read a.ts' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_1', type: 'function', function: { name: 'Read', arguments: '{"path":"a.ts"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_1', content: failed },
    ],
    tools: [],
    toolChoice: 'auto',
    parallelToolCalls: true,
  },
} as unknown as ModelRequestEvent;
const response = {
  seq: 4,
  type: 'model-response',
  step: 2,
  timeMs: 0,
  content: 'The file is missing.',
  toolCalls: [],
  finishReason: 'stop',
  usage: {
    promptTokens: 16,
    completionTokens: 5,
    totalTokens: 21,
    cacheReadTokens: 4,
    cacheCreationTokens: 2,
  },
} as unknown as ModelResponseEvent;

describe('the Anthropic view of a turn', () => {
  it('marks the failed result is_error and splits the usage into its cache parts', () => {
    const shaped = shapeExchange('anthropic', request, response);
    const body = shaped.request as { messages: { content: unknown[] }[] };
    expect(body.messages.at(-1)?.content).toEqual([
      { type: 'tool_result', tool_use_id: 'call_1', content: failed, is_error: true },
    ]);
    expect((shaped.response as { usage: unknown }).usage).toEqual({
      input_tokens: 10,
      output_tokens: 5,
      cache_read_input_tokens: 4,
      cache_creation_input_tokens: 2,
    });
  });
});
