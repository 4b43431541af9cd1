import { describe, expect, it } from 'vitest';
import { wordsIn } from '../i18n/testing/words-in';
import { everyWord } from '../i18n/testing/every-word';
import { draftOfSpec, EMPTY_TOOL_DRAFT, validateToolDraft, type ToolDraft } from './tool-definition';

const weather: ToolDraft = {
  ...EMPTY_TOOL_DRAFT,
  name: 'GetWeather',
  description: 'Weather for a city.',
  parameterRows: [
    { name: 'city', type: 'string', required: true, description: 'City name' },
    { name: 'days', type: 'integer', required: false, description: '' },
  ],
  canned: [{ status: 'success', text: 'Sunny', errorCode: 'EXECUTION_ERROR' }],
};

describe('tool definitions', () => {
  it('turns the simple form into a declarative tool spec with a JSON Schema', () => {
    const result = validateToolDraft(weather, ['Read']);
    expect(result).toEqual({
      ok: true,
      spec: {
        kind: 'tool',
        name: 'GetWeather',
        description: 'Weather for a city.',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string', description: 'City name' }, days: { type: 'integer' } },
          required: ['city'],
        },
        concurrencySafe: true,
        result: { type: 'canned', results: [{ status: 'success', text: 'Sunny' }] },
      },
    });
    if (result.ok) expect(validateToolDraft(draftOfSpec(result.spec), ['Read'])).toEqual(result);
  });

  it('names each problem: bad name, taken name, no description, empty template', () => {
    const problems = (draft: ToolDraft, taken: string[] = []) => {
      const r = validateToolDraft(draft, taken);
      return r.ok ? [] : r.problems.map((p) => p.field);
    };
    expect(problems({ ...weather, name: 'get weather' })).toEqual(['name']);
    expect(problems(weather, ['GetWeather'])).toEqual(['name']);
    expect(problems({ ...weather, description: ' ' })).toEqual(['description']);
    expect(problems({ ...weather, resultMode: 'template', template: '' })).toEqual(['result']);
    expect(
      problems({ ...weather, parameterRows: [...weather.parameterRows, weather.parameterRows[0]!] }),
    ).toEqual(['parameters']);
  });

  it('checks JSON Schema text with ajv: not JSON, not an object schema, not a valid schema', () => {
    const withText = (parametersText: string) => {
      const r = validateToolDraft({ ...weather, parametersMode: 'json', parametersText }, []);
      return r.ok ? 'ok' : r.problems[0]!.message;
    };
    expect(withText('{')).toMatch(/not JSON/);
    expect(withText('{"type":"string"}')).toMatch(/"type": "object"/);
    expect(withText('{"type":"object","properties":{"a":{"type":"strin"}}}')).toMatch(
      /Not a valid JSON Schema/,
    );
    expect(
      withText('{"type":"object","properties":{"items":{"type":"array","items":{"type":"object"}}}}'),
    ).toBe('ok');
    // ajv would throw URIError compiling a property name that holds a lone surrogate: named instead.
    expect(withText('{"type":"object","properties":{"k\\ud800":{"type":"string"}}}')).toBe(
      'The schema cannot be compiled: the key at /properties/k\\uD800 holds a lone UTF-16 surrogate (half of a character), which is not text.',
    );
  });

  it('a function has no parameters, and an error result keeps its code', () => {
    const r = validateToolDraft(
      {
        ...weather,
        kind: 'function',
        resultMode: 'canned',
        canned: [{ status: 'error', text: 'down', errorCode: 'TIMEOUT' }],
      },
      [],
    );
    expect(r.ok && r.spec.parameters).toBe(undefined);
    expect(r.ok && r.spec.result).toEqual({
      type: 'canned',
      results: [{ status: 'error', text: 'down', errorCode: 'TIMEOUT' }],
    });
  });
  it('refuses a schema whose pattern RE2 cannot take, in the page’s language (issue 36)', () => {
    const lookahead = '^(?=.*\\d)\\w+$';
    const draft = {
      ...EMPTY_TOOL_DRAFT,
      name: 'Echo',
      description: 'Echoes.',
      parametersMode: 'json' as const,
      parametersText: JSON.stringify({
        type: 'object',
        properties: { s: { type: 'string', pattern: lookahead } },
      }),
      canned: [{ status: 'success' as const, text: 'ok', errorCode: 'EXECUTION_ERROR' as const }],
    };
    const result = validateToolDraft(draft, []);
    expect(result.ok).toBe(false);
    const problem = !result.ok ? result.problems[0] : undefined;
    expect(problem).toMatchObject({
      field: 'parameters',
      words: { key: 'toolsTab.patternRefused.lookaround', params: { pointer: '/properties/s/pattern' } },
    });
    for (const [lng, translation] of [
      ['en', everyWord.en],
      ['zh', everyWord.zh],
    ] as const) {
      const words = wordsIn(lng, translation);
      expect(words.exists(problem!.words!.key)).toBe(true);
      expect(words.t(problem!.words!.key, problem!.words!.params)).toContain(lookahead);
    }
  });
});

describe('every problem of a tool draft, in the page’s language', () => {
  const zhWords = wordsIn('zh', everyWord.zh);
  const enWords = wordsIn('en', everyWord.en);
  const drafts: readonly ToolDraft[] = [
    { ...EMPTY_TOOL_DRAFT, name: 'bad name!', description: '' },
    { ...weather, name: 'Weather' },
    { ...weather, parameterRows: [{ ...weather.parameterRows[0]!, name: '1x' }] },
    { ...weather, parameterRows: [weather.parameterRows[0]!, weather.parameterRows[0]!] },
    ...[
      '{',
      '[]',
      '{"type":"string"}',
      '{"type":"object"}',
      '{"type":"object","properties":{"a":{"type":7}}}',
    ].map((text): ToolDraft => ({ ...weather, parametersMode: 'json', parametersText: text })),
    { ...weather, resultMode: 'template', template: ' ' },
    { ...weather, canned: [] },
  ];
  it('each has words in English and in Chinese, the Chinese free of English sentences', () => {
    const keys = new Set<string>();
    for (const draft of drafts) {
      const result = validateToolDraft(draft, ['Weather']);
      expect(result.ok).toBe(false);
      for (const problem of result.ok ? [] : result.problems) {
        expect(problem.words, problem.message).toBeDefined();
        keys.add(problem.words!.key);
        expect(zhWords.exists(problem.words!.key)).toBe(true);
        expect(enWords.exists(problem.words!.key)).toBe(true);
        const { schemaDetail: _detail, ...params } = problem.words!.params;
        expect(zhWords.t(problem.words!.key, params)).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    expect(keys.size).toBeGreaterThanOrEqual(11);
  });
});
