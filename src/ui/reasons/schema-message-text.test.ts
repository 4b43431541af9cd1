// ajv's own sentences, said in Chinese where the page quotes them inside a sentence of its own: each of
// ajv's messages for the keywords a tool's schema uses comes from a real validation here (so an ajv upgrade
// that rewords one fails this test instead of leaving English in a Chinese sentence), and its Chinese keeps
// only the verbatim parts (property names, patterns, formats) in Latin letters.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { wordsIn } from '../i18n/testing/words-in';
import { zh } from '../i18n/zh';
import { schemaMessageText } from './schema-message-text';

const words = wordsIn('zh', zh);
const inChinese = (message: string) => schemaMessageText(message, words.t, 'zh');

/** A schema and a value that breaks it, per keyword; the verbatim words the Chinese must keep. */
const CASES: readonly [schema: object, value: unknown, verbatim: readonly string[]][] = [
  [{ type: 'string' }, 1, []],
  [{ type: ['string', 'null'] }, 1, ['null']],
  [{ type: 'object', required: ['order_id'] }, {}, ['order_id']],
  [{ type: 'object', additionalProperties: false }, { extra: 1 }, []],
  [{ enum: ['a', 'b'] }, 'c', []],
  [{ const: 'a' }, 'c', []],
  [{ minimum: 5 }, 1, []],
  [{ maximum: 5 }, 9, []],
  [{ exclusiveMinimum: 5 }, 5, []],
  [{ exclusiveMaximum: 5 }, 5, []],
  [{ multipleOf: 3 }, 4, []],
  [{ minLength: 3 }, 'a', []],
  [{ maxLength: 1 }, 'ab', []],
  [{ minItems: 2 }, [1], []],
  [{ maxItems: 1 }, [1, 2], []],
  [{ minProperties: 1 }, {}, []],
  [{ maxProperties: 0 }, { a: 1 }, []],
  [{ pattern: '^a+$' }, 'b', ['^a+$']],
  [{ uniqueItems: true }, [1, 1], []],
  [{ oneOf: [{ type: 'string' }, { type: 'string' }] }, 'a', ['oneOf']],
  [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, true, ['anyOf']],
  [{ not: { type: 'string' } }, 'a', ['not']],
  [{ if: { type: 'string' }, then: { minLength: 2 } }, 'a', []],
  [{ propertyNames: { pattern: '^a' } }, { b: 1 }, []],
  [{ dependencies: { a: ['b'] } }, { a: 1 }, ['a', 'b']],
];

const ajv = new Ajv({ allErrors: true, strict: false });

describe('a schema checker’s sentence in Chinese', () => {
  it.each(CASES)('ajv on %j', (schema, value, verbatim) => {
    const validate = ajv.compile(schema);
    expect(validate(value)).toBe(false);
    for (const error of validate.errors ?? []) {
      if (error.keyword === 'if') continue; // ajv adds it beside the failing "then"
      const said = inChinese(error.message!);
      expect(said, error.message).not.toBe(error.message);
      expect(said).toMatch(/[\u4e00-\u9fff]/);
      // No English word outside what is quoted verbatim.
      const latin = said.match(/[A-Za-z_]{2,}/g) ?? [];
      expect(latin.filter((word) => !verbatim.some((kept) => kept.includes(word)))).toEqual([]);
    }
  });

  it('the project’s own validator’s sentences (Be the model: llm/schema-validator.ts) too; an unknown one stays', () => {
    for (const message of [
      'is missing the required property "id"',
      'has an unexpected property "extra"',
      'must be one of ["a","b"]',
    ])
      expect(inChinese(message)).toMatch(/[\u4e00-\u9fff]/);
    expect(inChinese('is not what anyone expected')).toBe('is not what anyone expected');
    expect(schemaMessageText('must be string', words.t, 'en')).toBe('must be string');
  });
});
