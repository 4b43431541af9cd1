import { describe, expect, it } from 'vitest';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import { draftOf, valueOf } from './field-values';
import { emptyDraft, fieldOf, type Draft } from './schema-fields';

const editSchema: ObjectSchema = {
  type: 'object',
  properties: {
    path: { type: 'string', description: 'File to edit' },
    edits: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          old_string: { type: 'string' },
          new_string: { type: 'string' },
          replace_all: { type: 'boolean' },
        },
        required: ['old_string', 'new_string'],
      },
    },
    expected_version: { type: 'integer' },
  },
  required: ['path', 'edits'],
};

const todoSchema: ObjectSchema = {
  type: 'object',
  properties: {
    summary: { type: 'string' },
    todos: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          content: { type: 'string' },
          status: { type: 'string', enum: ['pending', 'in_progress', 'completed', 'cancelled'] },
        },
        required: ['content', 'status'],
      },
    },
  },
  required: ['summary', 'todos'],
};

describe('schema fields', () => {
  it('maps each schema node to a widget kind, arrays of objects included', () => {
    const field = fieldOf(todoSchema);
    expect(field.kind).toBe('object');
    if (field.kind !== 'object') return;
    const todos = field.properties.find((p) => p.name === 'todos')!;
    expect(todos.required).toBe(true);
    expect(todos.field).toMatchObject({ kind: 'array', items: { kind: 'object' } });
    if (todos.field.kind !== 'array' || todos.field.items.kind !== 'object') return;
    expect(todos.field.items.properties.map((p) => p.field.kind)).toEqual(['string', 'enum']);
    expect(fieldOf({ type: 'integer' })).toEqual({ kind: 'number', integer: true });
    expect(fieldOf({})).toEqual({ kind: 'json' });
  });

  it('builds an Edit call with two edits from typed rows', () => {
    const field = fieldOf(editSchema);
    const row = (o: string, n: string, all: boolean | null): Draft => ({
      kind: 'object',
      entries: {
        old_string: { kind: 'text', text: o },
        new_string: { kind: 'text', text: n },
        replace_all: { kind: 'boolean', value: all },
      },
    });
    const draft: Draft = {
      kind: 'object',
      entries: {
        path: { kind: 'text', text: 'src/a.ts' },
        edits: { kind: 'array', rows: [row('a', 'b', null), row('c', 'd', true)] },
        expected_version: { kind: 'text', text: '' },
      },
    };
    expect(valueOf(field, draft)).toMatchObject({
      value: {
        path: 'src/a.ts',
        edits: [
          { old_string: 'a', new_string: 'b' },
          { old_string: 'c', new_string: 'd', replace_all: true },
        ],
      },
      problems: [],
    });
  });

  it('round-trips arguments through a draft exactly (TodoWrite and Edit)', () => {
    const cases: [ObjectSchema, Record<string, unknown>][] = [
      [
        todoSchema,
        {
          summary: 'plan',
          todos: [
            { content: 'read', status: 'completed' },
            { content: 'edit', status: 'in_progress' },
          ],
        },
      ],
      [
        editSchema,
        { path: 'x', edits: [{ old_string: '', new_string: 'y', replace_all: false }], expected_version: 3 },
      ],
    ];
    for (const [schema, args] of cases) {
      const field = fieldOf(schema);
      expect(valueOf(field, draftOf(field, args))).toMatchObject({ value: args, problems: [] });
    }
  });

  it('reports a bad number and bad JSON at their pointers, and omits untouched optional fields', () => {
    const schema: ObjectSchema = {
      type: 'object',
      properties: {
        count: { type: 'integer' },
        extra: {},
        note: { type: 'string' },
        items: { type: 'array', items: { type: 'number' } },
      },
      required: ['count'],
    };
    const field = fieldOf(schema);
    const draft: Draft = {
      kind: 'object',
      entries: {
        count: { kind: 'text', text: '2.5' },
        extra: { kind: 'text', text: '{oops' },
        note: { kind: 'text', text: '' },
        items: { kind: 'array', rows: [{ kind: 'text', text: 'x' }] },
      },
    };
    expect(valueOf(field, draft).problems).toEqual([
      { pointer: '/count', message: 'must be a whole number' },
      { pointer: '/extra', message: 'is not valid JSON' },
      { pointer: '/items/0', message: 'must be a number' },
    ]);
    expect(valueOf(field, emptyDraft(field))).toMatchObject({ value: {}, problems: [] });
  });
});
