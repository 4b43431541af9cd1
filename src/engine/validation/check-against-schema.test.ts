import { describe, expect, it } from 'vitest';
import { checkAgainstSchema } from './check-against-schema';

const schema = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };

describe('checkAgainstSchema', () => {
  it('answers each value with its errors, none for a valid one', () => {
    const check = checkAgainstSchema(schema, [{ n: 1 }, { n: 'x' }, {}]);
    expect(check.compiles).toBe(true);
    if (!check.compiles) return;
    expect(check.errors[0]).toEqual([]);
    expect(check.errors[1]!.map((e) => `${e.instancePath} ${e.message}`)).toEqual(['/n must be integer']);
    expect(check.errors[2]![0]!.keyword).toBe('required');
  });

  it('says why a schema does not compile, and checks a schema alone with no values', () => {
    expect(checkAgainstSchema({ $ref: '#/definitions/none' }, [])).toMatchObject({
      compiles: false,
      message: expect.stringMatching(/can't resolve reference/) as unknown,
    });
    expect(checkAgainstSchema(schema, [])).toEqual({ compiles: true, errors: [] });
  });

  it('keeps answering as schemas come and go (ajv forgets what the cache forgets)', () => {
    for (let i = 0; i < 200; i++) {
      const check = checkAgainstSchema({ $id: `https://example.com/s${i}`, type: 'string', maxLength: i }, [
        'x'.repeat(i + 1),
      ]);
      expect(check).toMatchObject({ compiles: true });
      if (check.compiles) expect(check.errors[0]![0]!.keyword).toBe('maxLength');
    }
    expect(checkAgainstSchema({ $id: 'https://example.com/s0', type: 'string', maxLength: 0 }, [''])).toEqual(
      {
        compiles: true,
        errors: [[]],
      },
    );
  });
});
