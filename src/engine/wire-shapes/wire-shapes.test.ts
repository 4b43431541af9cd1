import { describe, expect, it } from 'vitest';
import {
  fromAnthropicRequest,
  fromAnthropicResponse,
  fromResponsesRequest,
  fromResponsesResponse,
  toAnthropicRequest,
  toAnthropicResponse,
  toResponsesRequest,
  toResponsesResponse,
  type ChatTurnRequest,
} from '.';

const read = {
  type: 'function' as const,
  function: {
    name: 'Read',
    description: 'Read a file',
    parameters: {
      type: 'object' as const,
      properties: { path: { type: 'string' as const } },
      required: ['path'],
    },
  },
};

const turn: ChatTurnRequest = {
  model: 'm',
  messages: [
    { role: 'system', content: 'You are a code agent.' },
    { role: 'user', content: 'Read a and b' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 'call_1', type: 'function', function: { name: 'Read', arguments: '{"path":"a"}' } },
        { id: 'call_2', type: 'function', function: { name: 'Read', arguments: '{"path":"b"}' } },
      ],
    },
    { role: 'tool', tool_call_id: 'call_1', content: 'A' },
    { role: 'tool', tool_call_id: 'call_2', content: 'B' },
    { role: 'user', content: 'Thanks' },
  ],
  tools: [read],
  toolChoice: 'required',
  parallelToolCalls: false,
};

describe('the Responses shape', () => {
  it('makes each call and each result an item of its own, joined by call_id', () => {
    const { body, losses } = toResponsesRequest(turn);
    expect(losses).toEqual([]);
    expect(body.input).toEqual([
      { type: 'message', role: 'system', content: 'You are a code agent.' },
      { type: 'message', role: 'user', content: 'Read a and b' },
      { type: 'function_call', call_id: 'call_1', name: 'Read', arguments: '{"path":"a"}' },
      { type: 'function_call', call_id: 'call_2', name: 'Read', arguments: '{"path":"b"}' },
      { type: 'function_call_output', call_id: 'call_1', output: 'A' },
      { type: 'function_call_output', call_id: 'call_2', output: 'B' },
      { type: 'message', role: 'user', content: 'Thanks' },
    ]);
    expect(body.tools).toEqual([
      {
        type: 'function',
        name: 'Read',
        description: 'Read a file',
        parameters: read.function.parameters,
        strict: false,
      },
    ]);
    expect(body.parallel_tool_calls).toBe(false);
    expect(fromResponsesRequest(body)).toEqual(turn);
  });

  it('derives the finish reason from the items and the status', () => {
    const answer = {
      content: 'Reading.',
      toolCalls: [{ id: 'call_9', name: 'Read', arguments: '{"path":"c"}' }],
      finishReason: 'tool_calls' as const,
      usage: { promptTokens: 3, completionTokens: 4 },
    };
    const { body } = toResponsesResponse(answer, 'm');
    expect(body.output.map((item) => item.type)).toEqual(['message', 'function_call']);
    expect(body.usage).toEqual({ input_tokens: 3, output_tokens: 4, total_tokens: 7 });
    expect(fromResponsesResponse(body)).toEqual(answer);
    const cut = toResponsesResponse({ ...answer, toolCalls: [], finishReason: 'length' }, 'm');
    expect(cut.body.incomplete_details).toEqual({ reason: 'max_output_tokens' });
    expect(fromResponsesResponse(cut.body).finishReason).toBe('length');
  });
});

describe('the Anthropic Messages shape', () => {
  it('puts the system prompt on top, tool results in one user message, and the parallel flag on tool_choice', () => {
    const { body, losses } = toAnthropicRequest(turn);
    expect(losses).toEqual([]);
    expect(body.system).toBe('You are a code agent.');
    expect(body.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(body.messages[2]!.content).toEqual([
      { type: 'tool_result', tool_use_id: 'call_1', content: 'A' },
      { type: 'tool_result', tool_use_id: 'call_2', content: 'B' },
      { type: 'text', text: 'Thanks' },
    ]);
    expect(body.messages[1]!.content[0]).toEqual({
      type: 'tool_use',
      id: 'call_1',
      name: 'Read',
      input: { path: 'a' },
    });
    expect(body.tool_choice).toEqual({ type: 'any', disable_parallel_tool_use: true });
    expect(body.tools![0]).toEqual({
      name: 'Read',
      description: 'Read a file',
      input_schema: read.function.parameters,
    });
    expect(fromAnthropicRequest(body)).toEqual(turn);
  });

  it('says what it cannot carry', () => {
    const odd: ChatTurnRequest = {
      ...turn,
      messages: [
        ...turn.messages.slice(0, 2),
        {
          role: 'assistant',
          content: 'Trying.',
          tool_calls: [
            { id: 'call_x', type: 'function', function: { name: 'Read', arguments: '{"path": "a"' } },
            { id: 'call_y', type: 'function', function: { name: 'Read', arguments: '{ "path": "b" }' } },
          ],
        },
        { role: 'system', content: 'Late note.' },
      ],
      tools: [{ ...read, function: { ...read.function, strict: true } }],
      toolChoice: 'none',
    };
    const { body, losses } = toAnthropicRequest(odd);
    expect(losses).toEqual([
      { kind: 'arguments-not-object', callId: 'call_x' },
      { kind: 'arguments-reformatted', callId: 'call_y' },
      { kind: 'system-merged', message: 3 },
      { kind: 'parallel-flag-dropped' },
      { kind: 'strict-dropped', tool: 'Read' },
    ]);
    expect(body.system).toBe('You are a code agent.\n\nLate note.');
    expect(body.tool_choice).toEqual({ type: 'none' });
  });

  it('maps stop reasons both ways, content_filter as refusal', () => {
    for (const finishReason of ['stop', 'tool_calls', 'length', 'content_filter'] as const) {
      const answer = {
        content: 'x',
        toolCalls:
          finishReason === 'tool_calls' ? [{ id: 'c', name: 'Read', arguments: '{"path":"a"}' }] : [],
        finishReason,
      };
      expect(fromAnthropicResponse(toAnthropicResponse(answer, 'm').body)).toEqual(answer);
    }
  });
});
