// Every ajv in ToolScope matches `pattern` and `patternProperties` with RE2 (issue 36): a pattern that
// backtracks exponentially in a JavaScript RegExp is answered at once, and one RE2 cannot take is refused
// when the schema is compiled, with the reason.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import standaloneCode from 'ajv/dist/standalone';
import { describe, expect, it } from 'vitest';
import { REDOS_PATTERN, REDOS_TEXTS } from '../testing/hostile-documents';
import { RE2_PATTERN_MODULE, re2Pattern, re2PatternOnFirstUse } from './re2-pattern';
import { createSchemaAjv } from './schema-ajv';

const stringWith = (pattern: string) => ({ type: 'string', pattern });

describe('schema patterns on RE2', () => {
  it('answers a pattern that backtracks exponentially in linear time', () => {
    const validate = createSchemaAjv().compile(stringWith(REDOS_PATTERN));
    const started = performance.now();
    for (const text of REDOS_TEXTS) expect(validate(text)).toBe(false);
    expect(validate('a'.repeat(40))).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('matches patternProperties keys with RE2 too', () => {
    const validate = createSchemaAjv().compile({
      type: 'object',
      patternProperties: { [REDOS_PATTERN]: { type: 'number' } },
    });
    const started = performance.now();
    expect(validate({ [REDOS_TEXTS[0]]: 'not checked: the key does not match' })).toBe(true);
    expect(validate({ aaa: 'x' })).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('keeps two patterns of one schema apart (ajv keys compiled patterns by their text)', () => {
    const validate = createSchemaAjv().compile({
      type: 'object',
      properties: { a: stringWith('^a+$'), b: stringWith('^b+$') },
    });
    expect(validate({ a: 'aa', b: 'bb' })).toBe(true);
    expect(validate({ a: 'aa', b: 'aa' })).toBe(false);
  });

  it('reads ECMAScript escapes and searches unanchored, as a RegExp does', () => {
    const validate = createSchemaAjv().compile(stringWith('\\u0041\\d'));
    expect(validate('xA1y')).toBe(true);
    expect(validate('A')).toBe(false);
  });

  it('refuses at compile time, with the reason, a pattern RE2 cannot take', () => {
    const refusal = (pattern: string) => {
      try {
        createSchemaAjv().compile(stringWith(pattern));
        return 'compiled';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal('^(?=a)a$')).toMatch(/"\^\(\?=a\)a\$" is refused: it uses a lookaround/);
    expect(refusal('(?<!x)y')).toMatch(/lookaround/);
    expect(refusal('(a)\\1')).toMatch(/backreference/);
    expect(refusal('(?<n>a)\\k<n>')).toMatch(/backreference/);
    expect(refusal('a{1,5000}')).toMatch(/RE2 cannot read it \(.*repeat/);
  });

  it('names, for standalone code, a module by a stable path that exports its first-use form', async () => {
    expect(re2Pattern.code).toBe(`require("${RE2_PATTERN_MODULE}").re2PatternOnFirstUse`);
    const root = join(import.meta.dirname, '../../..');
    const named = (await import(pathToFileURL(join(root, `${RE2_PATTERN_MODULE}.ts`)).href)) as {
      re2PatternOnFirstUse: unknown;
    };
    expect(named.re2PatternOnFirstUse).toBe(re2PatternOnFirstUse);
    const ajv = createSchemaAjv({ code: { source: true, esm: true } });
    expect(standaloneCode(ajv, ajv.compile(stringWith('^x$')))).toContain(re2Pattern.code);
  });
});
