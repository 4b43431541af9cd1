// A refused document's problems read in Chinese: every ajv keyword the published schemas use (and the ones
// they could), and every code the loaders write, render from their codes to Chinese with no English word
// left outside the verbatim parameters (the JSON pointer, the key, the allowed values ...), the glossary's
// terms and JSON's own literals. English keeps the loader's sentences.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { LoadProblem } from '../../common/load-problem';
import { schemaProblems } from '../../common/schema-problems';
import { chooseSessionFile, readSessionFileText } from '../../session/export/session-file';
import { loadLessonValue } from '../../session/lessons/load-lesson';
import { loadSessionValue } from '../../session/load-session';
import { patternSessionDocument } from '../../common/testing/hostile-documents';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { wordsIn } from '../i18n/testing/words-in';
import { loadProblemText } from './load-problem-text';

const zhWords = wordsIn('zh', zh);
const enWords = wordsIn('en', en);

const glossary = JSON.parse(
  readFileSync(join(import.meta.dirname, '../i18n/zh-glossary.json'), 'utf8'),
) as Record<string, unknown>;
const TERMS = new Set<string>([
  'true',
  'false',
  'null', // JSON's literals
  ...Object.entries(glossary).flatMap(([group, words]) =>
    group !== 'phrases' && Array.isArray(words) ? (words as string[]) : [],
  ),
]);

/**
 * The Latin words of a Chinese rendering once its verbatim parameters, the fields it quotes and the glossary's
 * terms are taken out.
 */
function englishIn(problem: LoadProblem): string[] {
  let text = loadProblemText(problem, zhWords);
  const verbatim = Object.entries(problem.params)
    .filter(([name]) => name !== 'type') // a type is put in words, not quoted
    .map(([, value]) => String(value))
    .sort((a, b) => b.length - a.length);
  for (const value of verbatim) if (value !== '') text = text.split(value).join(' ');
  text = text.replace(/“[^”]*”/g, ' '); // a field named in quotes (“format”, “content”) is written as in the file
  return (text.match(/[A-Za-z][A-Za-z_-]+/g) ?? []).filter((word) => !TERMS.has(word));
}

const KEYWORD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'missing'],
  properties: {
    name: { type: 'string', maxLength: 3, pattern: '^[a-z]+$' },
    short: { type: 'string', minLength: 5 },
    count: { type: 'integer', minimum: 1, maximum: 3 },
    few: { type: 'integer', minimum: 1 },
    pair: { type: 'array', minItems: 2 },
    ratio: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.5 },
    kind: { enum: ['a', 'b'] },
    fixed: { const: 'x' },
    either: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    any: { anyOf: [{ type: 'string' }, { type: 'boolean' }] },
    when: { type: 'string', format: 'date-time' },
    list: { type: 'array', minItems: 2, maxItems: 3, uniqueItems: true },
    map: { type: 'object', maxProperties: 1, minProperties: 1, propertyNames: { pattern: '^[a-z]+$' } },
    nullable: { type: ['string', 'null'] },
    notThis: { not: { const: 0 } },
    settings: { type: 'object', additionalProperties: false, properties: { engine: {}, budget: {} } },
  },
};

const KEYWORD_VALUE = {
  name: 'ABCDE',
  short: 'ab',
  count: 9,
  few: 0,
  pair: [1],
  ratio: -0.3,
  kind: 'c',
  fixed: 'y',
  either: true,
  any: 4,
  when: 'yesterday',
  list: [1, 1, 1, 1],
  map: { A: 1, b: 2 },
  nullable: 3,
  notThis: 0,
  extra: true,
  apiKey: 'sk-1',
  settings: { engin: 1, colour: 2 },
};

function keywordProblems(): LoadProblem[] {
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T/);
  const validate = ajv.compile(KEYWORD_SCHEMA);
  expect(validate(KEYWORD_VALUE)).toBe(false);
  return schemaProblems(validate.errors ?? []);
}

describe('schema problems in Chinese', () => {
  const problems = keywordProblems();
  const codes = new Set(problems.map((problem) => problem.code));

  it('covers every keyword the schemas use', () => {
    for (const keyword of [
      'required',
      'type',
      'enum',
      'additionalProperties',
      'unknownKeyAllowed',
      'unknownKeyNear',
      'secretKey',
      'maxLength',
      'minLength',
      'pattern',
      'minimum',
      'maximum',
      'exclusiveMinimum',
      'multipleOf',
      'const',
      'anyOf',
      'format',
      'minItems',
      'maxItems',
      'uniqueItems',
      'maxProperties',
      'propertyNames',
      'not',
    ])
      expect(codes, keyword).toContain(`schema.${keyword}`);
  });

  it.each(keywordProblems().map((problem) => [problem.code, problem] as const))(
    '%s has Chinese words for it and no English',
    (code, problem) => {
      expect(zhWords.exists(`loadProblems.${code}`), code).toBe(true);
      const text = loadProblemText(problem, zhWords);
      expect(text).toMatch(/[\u4e00-\u9fff]/);
      expect(englishIn(problem)).toEqual([]);
    },
  );

  it('names the path and the field exactly as written', () => {
    const missing = problems.find((problem) => problem.code === 'schema.required')!;
    expect(loadProblemText(missing, zhWords)).toBe('文档本身 缺少“missing”。');
    const long = problems.find((problem) => problem.code === 'schema.maxLength')!;
    expect(loadProblemText(long, zhWords)).toBe('/name 最多只能有 3 个字符。');
    const type = problems.find(
      (problem) => problem.code === 'schema.type' && problem.params.path === '/nullable',
    )!;
    expect(loadProblemText(type, zhWords)).toBe('/nullable 应为文本或空值（null）。');
  });

  it('oneOf and discriminator, which the schemas use for a provider and a note, read in Chinese', () => {
    const oneOf = schemaProblems([
      { keyword: 'oneOf', instancePath: '/provider', schemaPath: '#', params: { passingSchemas: null } },
      {
        keyword: 'discriminator',
        instancePath: '/guide/notes/0/at',
        schemaPath: '#',
        params: { tag: 'kind' },
      },
    ]);
    for (const problem of oneOf) expect(englishIn(problem), problem.code).toEqual([]);
    expect(oneOf.map((problem) => problem.code)).toEqual(['schema.discriminator']);
    const alone = schemaProblems([
      { keyword: 'oneOf', instancePath: '/provider', schemaPath: '#', params: { passingSchemas: null } },
    ]);
    expect(loadProblemText(alone[0]!, zhWords)).toBe('/provider 不符合任何一种允许的形式。');
  });

  it('keeps the loader’s English sentence in the English page', () => {
    for (const problem of problems) {
      expect(loadProblemText(problem, enWords)).toMatch(/^(\/\w+|the document) /);
    }
    const near = problems.find((problem) => problem.code === 'schema.unknownKeyNear')!;
    expect(loadProblemText(near, enWords)).toBe(
      '/settings has a property “engin” that sessions do not allow (did you mean “engine”?).',
    );
    expect(loadProblemText(near, zhWords)).toBe('/settings 下不允许有属性“engin”（是不是想写“engine”？）。');
  });
});

const sessionFixture = (() => {
  const root = join(import.meta.dirname, '../../session/fixtures');
  const version = readdirSync(root).sort().at(-1)!;
  const file = readdirSync(join(root, version)).find((name) => name.endsWith('.session.json'))!;
  return JSON.parse(readFileSync(join(root, version, file), 'utf8')) as Record<string, unknown>;
})();

describe('refused documents in Chinese', () => {
  const refusals: [string, LoadProblem[]][] = [];
  const session = (value: unknown) => {
    const loaded = loadSessionValue(value);
    expect(loaded.ok).toBe(false);
    return loaded.ok ? [] : [...loaded.details];
  };
  const lesson = (value: unknown) => {
    const loaded = loadLessonValue(value);
    expect(loaded.ok).toBe(false);
    return loaded.ok ? [] : [...loaded.details];
  };
  const file = (text: string) => {
    const read = readSessionFileText('a.session.json', text);
    return read.ok ? [] : [...read.details];
  };
  refusals.push(['a session that is not an object', session([])]);
  refusals.push(['a session of another format', session({ format: 'x' })]);
  refusals.push(['a session without a version', session({ ...sessionFixture, formatVersion: 0 })]);
  refusals.push(['a session from a newer version', session({ ...sessionFixture, formatVersion: 999 })]);
  refusals.push(['a session with bad breakpoints', session({ ...sessionFixture, breakpoints: {} })]);
  refusals.push(['a session with an unknown breakpoint', session({ ...sessionFixture, breakpoints: [{}] })]);
  refusals.push(['a session the schema refuses', session({ ...sessionFixture, title: 7, colour: 'red' })]);
  refusals.push(['a tool pattern with a lookaround', session(patternSessionDocument('(?=a)a', 'a'))]);
  refusals.push(['a tool pattern with a backreference', session(patternSessionDocument('(a)\\1', 'a'))]);
  refusals.push(['a tool pattern RE2 cannot read', session(patternSessionDocument('a{1,5000}', 'a'))]);
  refusals.push(['a lesson that is not an object', lesson(null)]);
  refusals.push(['a lesson of another format', lesson({ format: 'x' })]);
  refusals.push(['a lesson of another version', lesson({ format: 'toolscope.lesson', formatVersion: 9 })]);
  refusals.push(['a file that is not JSON', file('{')]);
  refusals.push(['a file nested too deeply', file('['.repeat(60) + ']'.repeat(60))]);
  refusals.push(['a file with a forbidden key', file('{"__proto__": 1}')]);
  const chosen = (files: { name: string; size: number }[]) => {
    const choice = chooseSessionFile(files);
    return choice.ok ? [] : [choice.problem];
  };
  refusals.push(['no file given', chosen([])]);
  refusals.push(['a dropped file that is not a session file', chosen([{ name: 'photo.png', size: 9 }])]);
  refusals.push(['a session file too large', chosen([{ name: 'huge.session.json', size: 1e9 }])]);

  it.each(refusals)('%s', (_, problems) => {
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(zhWords.exists(`loadProblems.${problem.code}`), problem.code).toBe(true);
      expect(loadProblemText(problem, zhWords)).toMatch(/[\u4e00-\u9fff]/);
      expect(englishIn(problem), problem.code).toEqual([]);
    }
  });

  it('every loader code has words in both languages', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
        typeof inner === 'string' ? [`${prefix}${key}`] : keys(inner, `${prefix}${key}.`),
      );
    expect(keys(zh.loadProblems)).toEqual(keys(en.loadProblems));
  });
});
