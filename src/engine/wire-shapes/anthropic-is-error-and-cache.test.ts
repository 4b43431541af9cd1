// The Anthropic shape of a turn marks a failed call's tool_result `is_error`, for every form in which the
// pipeline hands a failure to the model (the serialized result, and its cut form when it was too large), and
// for nothing else; and the usage's prompt-cache figures cross to Anthropic's three-part count and back, an
// absent figure staying absent.
import { describe, expect, it } from 'vitest';
import { cutResult } from '../budget/cut-result';
import { toolError, toolPartial, toolSuccess, type ToolOutput } from '../protocol/tool-result';
import { makeToolResult } from '../result/make-tool-result';
import { serializeToolResult } from '../result/serialize-result';
import {
  fromAnthropicRequest,
  fromAnthropicResponse,
  toAnthropicRequest,
  toAnthropicResponse,
} from './anthropic-shape';
import type { ChatTurnRequest } from './chat-turn';

const result = (output: ToolOutput) => makeToolResult('Read', output, 3, '/workspace', { path: 'a.ts' });
const failed = result(toolError('NOT_FOUND', 'No such file: a.ts'));

const cut = (output: ToolOutput) =>
  cutResult({
    toolName: 'Read',
    result: result(output),
    originalBytes: 90_000,
    reason: 'per-tool',
    limitBytes: 50_000,
    spillPath: '/tmp/spill.txt',
    spillLines: 12,
    previewBytes: 0,
  });

function blocksOf(contents: readonly string[]) {
  const turn: ChatTurnRequest = {
    model: 'm',
    messages: [
      { role: 'user', content: 'Go' },
      {
        role: 'assistant',
        content: null,
        tool_calls: contents.map((_, n) => ({
          id: `call_${n}`,
          type: 'function' as const,
          function: { name: 'Read', arguments: '{"path":"a.ts"}' },
        })),
      },
      ...contents.map((content, n) => ({ role: 'tool' as const, tool_call_id: `call_${n}`, content })),
    ],
    tools: [],
    toolChoice: 'auto',
    parallelToolCalls: true,
  };
  const { body } = toAnthropicRequest(turn);
  // The shape reads back to the same turn: is_error is derived from the result, never lost or invented.
  expect(fromAnthropicRequest(body)).toEqual(turn);
  return body.messages.at(-1)!.content;
}

describe('is_error on tool results', () => {
  it('marks a failed call’s result, whole or cut, and no other', () => {
    const blocks = blocksOf([
      serializeToolResult(failed),
      cut(toolError('EXECUTION_ERROR', 'x'.repeat(90_000))),
      serializeToolResult(result(toolSuccess('export const a = 1;'))),
      serializeToolResult(result(toolPartial('first lines'))),
      cut(toolSuccess('y'.repeat(90_000))),
      'plain text a recording may hold',
    ]);
    expect(blocks.map((block) => block.type === 'tool_result' && block.is_error === true)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    // Absent, not false, on the others: Anthropic's own default.
    expect(blocks.filter((block) => 'is_error' in block)).toHaveLength(2);
  });
});

describe('prompt-cache figures in the Anthropic shape', () => {
  it('splits the whole prompt into its three parts and adds them back up', () => {
    const answer = {
      content: 'Done.',
      toolCalls: [],
      finishReason: 'stop' as const,
      usage: { promptTokens: 16, completionTokens: 5, cacheReadTokens: 4, cacheCreationTokens: 2 },
    };
    const { body } = toAnthropicResponse(answer, 'm');
    expect(body.usage).toEqual({
      input_tokens: 10,
      output_tokens: 5,
      cache_read_input_tokens: 4,
      cache_creation_input_tokens: 2,
    });
    expect(fromAnthropicResponse(body)).toEqual(answer);
  });

  it('leaves figures not reported out, rather than writing 0', () => {
    const answer = {
      content: 'Done.',
      toolCalls: [],
      finishReason: 'stop' as const,
      usage: { promptTokens: 16, completionTokens: 5 },
    };
    const { body } = toAnthropicResponse(answer, 'm');
    expect(body.usage).toEqual({ input_tokens: 16, output_tokens: 5 });
    expect(fromAnthropicResponse(body)).toEqual(answer);
  });
});
