import { describe, expect, it } from 'vitest';
import type { FunctionToolSchema, ModelRequest } from '../model-types';
import { HumanProvider, type HumanTurnSource } from './human-provider';
import { validateAssistantTurn, type HumanTurn, type TurnProblem } from './validate-assistant-turn';

const todoWrite: FunctionToolSchema = {
  type: 'function',
  function: {
    name: 'TodoWrite',
    description: 'todos',
    parameters: {
      type: 'object',
      properties: {
        summary: { type: 'string' },
        todos: {
          type: 'array',
          maxItems: 10,
          items: {
            type: 'object',
            properties: {
              content: { type: 'string' },
              status: { type: 'string', enum: ['pending', 'in_progress', 'completed', 'cancelled'] },
            },
            required: ['content', 'status'],
            additionalProperties: false,
          },
        },
      },
      required: ['summary', 'todos'],
      additionalProperties: false,
    },
  },
};

const call = (args: string, id = 'c1', name = 'TodoWrite') => ({ id, name, arguments: args });

describe('validateAssistantTurn', () => {
  it('accepts a valid call with a nested array of objects', () => {
    const turn = {
      content: null,
      toolCalls: [call('{"summary":"s","todos":[{"content":"a","status":"pending"}]}')],
    };
    expect(validateAssistantTurn(turn, [todoWrite])).toEqual([]);
  });

  it('points into nested items and names the allowed values', () => {
    const turn = {
      content: null,
      toolCalls: [call('{"summary":"s","todos":[{"content":"a","status":"doing"}]}')],
    };
    expect(validateAssistantTurn(turn, [todoWrite])).toEqual([
      {
        callIndex: 0,
        pointer: '/todos/0/status',
        message: 'must be one of ["pending","in_progress","completed","cancelled"]',
      },
    ]);
  });

  it('rejects unknown tools, bad JSON, non-objects, duplicate ids and empty turns', () => {
    const problems = validateAssistantTurn(
      { content: null, toolCalls: [call('{}', 'a', 'Nope'), call('{oops', 'b'), call('[1]', 'b')] },
      [todoWrite],
    );
    expect(problems.map((p) => p.message)).toEqual([
      'No tool named "Nope" is offered this step.',
      expect.stringContaining('The arguments are not JSON'),
      'The id "b" is used twice.',
      'The arguments must be a JSON object.',
    ]);
    expect(validateAssistantTurn({ content: '', toolCalls: [] }, [])).toHaveLength(1);
  });

  it('names a tool schema ajv cannot compile (a lone surrogate in a name) instead of throwing', () => {
    const lone: FunctionToolSchema = {
      type: 'function',
      function: {
        name: 'Lone',
        description: 'd',
        parameters: { type: 'object', properties: { ['k\uD800']: { type: 'string' } } },
      },
    };
    expect(validateAssistantTurn({ content: null, toolCalls: [call('{}', 'c1', 'Lone')] }, [lone])).toEqual([
      {
        callIndex: 0,
        pointer: '',
        message:
          'cannot be checked: the key at /properties/k\\uD800 holds a lone UTF-16 surrogate (half of a character), which is not text',
      },
    ]);
  });
});

describe('HumanProvider', () => {
  it('asks again with the problems until the turn is valid', async () => {
    const seen: (readonly TurnProblem[])[] = [];
    const turns: HumanTurn[] = [
      { content: null, toolCalls: [call('{"summary":"s"}')] },
      { content: 'ok', toolCalls: [call('{"summary":"s","todos":[]}')] },
    ];
    const source: HumanTurnSource = {
      nextTurn: (_request, problems) => {
        seen.push(problems);
        return Promise.resolve(turns.shift());
      },
    };
    const request: ModelRequest = {
      model: 'h',
      messages: [],
      tools: [todoWrite],
      toolChoice: 'auto',
      parallelToolCalls: true,
    };
    const outcome = await new HumanProvider(source).complete(request, {
      signal: new AbortController().signal,
    });
    expect(outcome.ok && outcome.response.finishReason).toBe('tool_calls');
    expect(seen[0]).toEqual([]);
    expect(seen[1]?.[0]?.message).toBe('is missing the required property "todos"');
  });
});
