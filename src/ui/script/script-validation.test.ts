import { describe, expect, it } from 'vitest';
import type { OpenAITool } from '../../engine/schema/openai-tool';
import { checkTurnText, firstEditedTurn } from './script-validation';

const tools: OpenAITool[] = [
  {
    type: 'function',
    function: {
      name: 'Read',
      description: 'Read a file',
      parameters: {
        type: 'object',
        properties: { path: { type: 'string' }, offset: { type: 'integer' } },
        required: ['path'],
        additionalProperties: false,
      },
    },
  },
];

describe('script turns', () => {
  it('accepts a turn whose calls match the schemas', () => {
    const check = checkTurnText('{"toolCalls":[{"name":"Read","arguments":{"path":"a.ts"}}]}', tools);
    expect(check).toEqual({
      turn: { toolCalls: [{ name: 'Read', arguments: { path: 'a.ts' } }] },
      errors: [],
      warnings: [],
    });
  });

  it('warns, never throws, when a tool’s schema cannot be compiled (a lone surrogate in a name)', () => {
    const lone: OpenAITool[] = [
      {
        type: 'function',
        function: {
          name: 'Lone',
          description: 'd',
          parameters: { type: 'object', properties: { ['k\uD800']: { type: 'string' } } },
        },
      },
    ];
    const check = checkTurnText('{"toolCalls":[{"name":"Lone","arguments":{"k\\ud800":"v"}}]}', lone);
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([
      "toolCalls[0]: the tool's schema cannot be checked: the key at /properties/k\\uD800 holds a lone UTF-16 surrogate (half of a character), which is not text",
    ]);
  });

  it('blocks what the scripted model cannot play', () => {
    expect(checkTurnText('[', tools).errors[0]).toMatch(/^Not JSON/);
    expect(checkTurnText('{"text":"hi"}', tools).errors).toEqual(['Unknown field "text".']);
    const check = checkTurnText('{"toolCalls":[{"arguments":{}}],"finishReason":"done"}', tools);
    expect(check.turn).toBeUndefined();
    expect(check.errors).toHaveLength(2);
  });

  it('warns (without blocking) about calls the pipeline will reject', () => {
    const check = checkTurnText(
      '{"toolCalls":[{"name":"Read","arguments":{"offset":"x"}},{"name":"Nope","arguments":{}},{"name":"Read","arguments":"{bad"}]}',
      tools,
    );
    expect(check.turn).toBeDefined();
    expect(check.warnings.some((w) => w.includes("must have required property 'path'"))).toBe(true);
    expect(check.warnings.some((w) => w.includes('/offset must be integer'))).toBe(true);
    expect(check.warnings).toContain('toolCalls[1]: no tool named "Nope" is offered.');
    expect(check.warnings).toContain('toolCalls[2]: the arguments string is not JSON (sent as is).');
  });

  it('finds the first edited turn (changed, added or removed)', () => {
    const a = [{ content: 'x' }, { content: 'y' }];
    expect(firstEditedTurn(a, a)).toBe(null);
    expect(firstEditedTurn(a, [{ content: 'x' }, { content: 'z' }])).toBe(1);
    expect(firstEditedTurn(a, [{ content: 'x' }])).toBe(1);
    expect(firstEditedTurn(a, [...a, { content: 'w' }])).toBe(2);
  });
});
