import { describe, expect, it } from 'vitest';
import { deepArgumentsText } from '../../common/testing/hostile-documents';
import { wordsIn } from '../i18n/testing/words-in';
import { everyWord } from '../i18n/testing/every-word';
import { scriptNoteText } from './script-note-text';
import type { OpenAITool } from '../../engine/schema/openai-tool';
import { checkAgainstSchema } from '../../engine/validation/check-against-schema';
import { checkTurnText, firstEditedTurn, schemaWarnings } from './script-validation';

/** A turn's check with its calls' schema warnings, as the runtime worker answers them (checkSchema). */
function checkTurnNow(text: string, offered: readonly OpenAITool[]) {
  const { argumentChecks, ...check } = checkTurnText(text, offered);
  const answered = argumentChecks.flatMap((call) =>
    schemaWarnings(call, checkAgainstSchema(call.schema, [call.args])),
  );
  return { ...check, warnings: [...check.warnings, ...answered] };
}

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
  it('leaves each call against its schema to the runtime: the page compiles no schema', () => {
    const check = checkTurnText('{"toolCalls":[{"name":"Read","arguments":"{\\"path\\":1}"}]}', tools);
    expect(check.warnings).toEqual([]);
    expect(check.argumentChecks).toEqual([
      { where: 'toolCalls[0]', schema: tools[0]!.function.parameters, args: { path: 1 } },
    ]);
  });

  it('accepts a turn whose calls match the schemas', () => {
    const check = checkTurnNow('{"toolCalls":[{"name":"Read","arguments":{"path":"a.ts"}}]}', tools);
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
    const check = checkTurnNow('{"toolCalls":[{"name":"Lone","arguments":{"k\\ud800":"v"}}]}', lone);
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([
      "toolCalls[0]: the tool's schema cannot be checked: the key at /properties/k\\uD800 holds a lone UTF-16 surrogate (half of a character), which is not text",
    ]);
  });

  it('blocks what the scripted model cannot play', () => {
    expect(checkTurnNow('[', tools).errors[0]).toMatch(/^Not JSON/);
    expect(checkTurnNow('{"text":"hi"}', tools).errors).toEqual(['Unknown field "text".']);
    const check = checkTurnNow('{"toolCalls":[{"arguments":{}}],"finishReason":"done"}', tools);
    expect(check.turn).toBeUndefined();
    expect(check.errors).toHaveLength(2);
  });

  it('warns (without blocking) about calls the pipeline will reject', () => {
    const check = checkTurnNow(
      '{"toolCalls":[{"name":"Read","arguments":{"offset":"x"}},{"name":"Nope","arguments":{}},{"name":"Read","arguments":"{bad"}]}',
      tools,
    );
    expect(check.turn).toBeDefined();
    expect(check.warnings.some((w) => w.includes("must have required property 'path'"))).toBe(true);
    expect(check.warnings.some((w) => w.includes('/offset must be integer'))).toBe(true);
    expect(check.warnings).toContain('toolCalls[1]: no tool named "Nope" is offered.');
    expect(check.warnings).toContain('toolCalls[2]: the arguments string is not JSON (sent as is).');
  });

  it('blocks arguments too deep to send to the runtime, and warns of a string the pipeline will refuse (issue 36)', () => {
    const deep = deepArgumentsText(10_000);
    const asObject = checkTurnNow(`{"toolCalls":[{"name":"Read","arguments":${deep}}]}`, tools);
    const tooDeep = 'toolCalls[0]: the arguments nest deeper than 64 levels of arrays and objects.';
    expect(asObject).toEqual({ errors: [tooDeep], warnings: [] });
    const asText = checkTurnNow(JSON.stringify({ toolCalls: [{ name: 'Read', arguments: deep }] }), tools);
    expect(asText.turn).toBeDefined();
    expect(asText.warnings).toEqual([tooDeep]);
    const zh = wordsIn('zh', everyWord.zh);
    expect(scriptNoteText(tooDeep, zh.t, 'zh')).toBe(
      '「toolCalls[0]」：参数中数组和对象的嵌套超过了 「64」 层。',
    );
  });

  it('finds the first edited turn (changed, added or removed)', () => {
    const a = [{ content: 'x' }, { content: 'y' }];
    expect(firstEditedTurn(a, a)).toBe(null);
    expect(firstEditedTurn(a, [{ content: 'x' }, { content: 'z' }])).toBe(1);
    expect(firstEditedTurn(a, [{ content: 'x' }])).toBe(1);
    expect(firstEditedTurn(a, [...a, { content: 'w' }])).toBe(2);
  });
});
