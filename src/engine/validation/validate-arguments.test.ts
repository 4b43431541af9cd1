import { describe, expect, it } from 'vitest';
import { fakeTool } from '../testing/engine-harness';
import { validateArguments } from './validate-arguments';

const edit = fakeTool('Edit', {
  parameters: {
    type: 'object',
    properties: {
      path: { type: 'string' },
      edits: {
        type: 'array',
        items: {
          type: 'object',
          properties: { old_string: { type: 'string', minLength: 1 }, new_string: { type: 'string' } },
          required: ['old_string', 'new_string'],
          additionalProperties: false,
        },
      },
      mode: { type: 'string', enum: ['a', 'b'] },
      limit: { type: 'integer' },
    },
    required: ['path', 'edits'],
    additionalProperties: false,
  },
});

describe('validateArguments', () => {
  it('accepts valid arguments', () => {
    expect(validateArguments(edit, { path: 'a', edits: [{ old_string: 'x', new_string: 'y' }] })).toEqual({
      ok: true,
    });
  });

  it('names the failing path and rule', () => {
    expect(validateArguments(edit, { path: 'a', edits: [{ old_string: 'x' }] })).toEqual({
      ok: false,
      problem: 'arguments',
      message:
        "Invalid arguments for Edit: /edits/0 must have required property 'new_string' (rule: required).",
    });
    expect(validateArguments(edit, { edits: [] })).toMatchObject({
      message:
        "Invalid arguments for Edit: the arguments object must have required property 'path' (rule: required).",
    });
    expect(validateArguments(edit, { path: 'a', edits: [], mode: 'c' })).toMatchObject({
      message:
        'Invalid arguments for Edit: /mode must be equal to one of the allowed values: ["a","b"] (rule: enum).',
    });
  });

  it('does not accept true as an integer (a defect of the reference)', () => {
    expect(validateArguments(edit, { path: 'a', edits: [], limit: true })).toMatchObject({ ok: false });
  });

  it('reports a __proto__ key as an extra property without touching any prototype', () => {
    const input = JSON.parse('{"path":"a","edits":[],"__proto__":{"x":1}}') as Record<string, unknown>;
    expect(validateArguments(edit, input)).toMatchObject({
      ok: false,
      message: expect.stringContaining("('__proto__')"),
    });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("reports a tool's invalid schema as the schema's problem", () => {
    const broken = fakeTool('Broken', {
      parameters: { type: 'object', properties: { a: { type: 'nope' as never } } },
    });
    expect(validateArguments(broken, {})).toMatchObject({ ok: false, problem: 'schema' });
  });

  it('names a parameter whose name holds a lone surrogate, where ajv would throw URIError', () => {
    const lone = fakeTool('Lone', {
      parameters: { type: 'object', properties: { ['k\uD800']: { type: 'string' } } },
    });
    expect(validateArguments(lone, { ['k\uD800']: 'v\uD800' })).toEqual({
      ok: false,
      problem: 'schema',
      message:
        'The parameter schema of Lone is invalid: the key at /properties/k\\uD800 holds a lone UTF-16 surrogate (half of a character), which is not text',
    });
  });

  it('takes arguments holding lone surrogates as data', () => {
    expect(
      validateArguments(edit, { path: 'a\uD800', edits: [{ old_string: '\uDC00', new_string: '' }] }),
    ).toEqual({
      ok: true,
    });
  });
});

describe('validateArguments with `format`', () => {
  const contact = fakeTool('Contact', {
    parameters: {
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email' },
        when: { type: 'string', format: 'date-time' },
        site: { type: 'string', format: 'uri' },
        id: { type: 'string', format: 'uuid' },
      },
      required: ['email'],
      additionalProperties: false,
    },
  });

  it('checks the formats its author wrote instead of ignoring them', () => {
    expect(
      validateArguments(contact, {
        email: 'ada@example.com',
        when: '2026-12-06T12:00:00Z',
        site: 'https://example.com/a',
        id: '123e4567-e89b-12d3-a456-426614174000',
      }),
    ).toEqual({ ok: true });
    for (const [field, value] of [
      ['email', 'not an address'],
      ['when', 'next Tuesday'],
      ['site', 'example dot com'],
      ['id', '42'],
    ] as const) {
      const args = { email: 'ada@example.com', [field]: value };
      expect(validateArguments(contact, args)).toMatchObject({
        ok: false,
        problem: 'arguments',
        message: expect.stringContaining(`/${field} must match format`),
      });
    }
  });

  it('takes a format it does not know as an annotation, as JSON Schema says, refusing nothing for it', () => {
    const odd = fakeTool('Odd', {
      parameters: { type: 'object', properties: { x: { type: 'string', format: 'colour' } } },
    });
    expect(validateArguments(odd, { x: 'red' })).toEqual({ ok: true });
    expect(validateArguments(odd, { x: 3 })).toMatchObject({ ok: false, problem: 'arguments' });
  });
});

describe('validateArguments with `format: "regex"`', () => {
  it('leaves it an annotation: no value a model sends is built into a RegExp', () => {
    const grep = fakeTool('GrepLike', {
      parameters: { type: 'object', properties: { pattern: { type: 'string', format: 'regex' } } },
    });
    expect(validateArguments(grep, { pattern: '(' })).toEqual({ ok: true });
  });
});
