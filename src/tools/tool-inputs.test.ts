// Each tool's input type follows from its schema (engine/protocol/define-tool.ts): these are checked by the
// type checker (`npm run typecheck` covers tests), and a definition whose run expects other input is refused.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineTool } from '../engine/protocol/define-tool';
import { toolSuccess } from '../engine/protocol/tool-result';
import type { BashInput } from './bash/bash-schema';
import type { EditInput } from './edit/edit-schema';
import type { GlobInput } from './glob/glob-schema';
import type { GrepInput } from './grep/grep-schema';
import type { LsInput } from './ls/ls-schema';
import type { ReadInput } from './read/read-schema';
import type { TodoWriteInput } from './todo-write/todo-write-tool';
import type { WriteInput } from './write/write-schema';

describe('tool input types', () => {
  it('follow from the schemas', () => {
    expectTypeOf<ReadInput>().toEqualTypeOf<{
      path: string;
      offset?: number;
      limit?: number;
      column?: number;
    }>();
    expectTypeOf<WriteInput>().toEqualTypeOf<{
      path: string;
      content: string;
      expected_mtime_ms?: number;
      expected_size_bytes?: number;
    }>();
    expectTypeOf<EditInput>().toEqualTypeOf<{
      path: string;
      edits: { old_string: string; new_string: string; replace_all?: boolean }[];
      expected_mtime_ms?: number;
      expected_size_bytes?: number;
      dry_run?: boolean;
    }>();
    expectTypeOf<GrepInput>().toEqualTypeOf<{
      pattern: string;
      path?: string;
      glob?: string;
      case_sensitive?: boolean;
      limit?: number;
      context_lines?: number;
      include_hidden?: boolean;
    }>();
    expectTypeOf<GlobInput>().toEqualTypeOf<{
      pattern: string;
      path?: string;
      limit?: number;
      include_hidden?: boolean;
    }>();
    expectTypeOf<LsInput>().toEqualTypeOf<{ path?: string }>();
    expectTypeOf<BashInput>().toEqualTypeOf<{ command: string; timeout_ms?: number }>();
    expectTypeOf<TodoWriteInput>().toEqualTypeOf<{
      summary: string;
      todos: { content: string; status: 'pending' | 'in_progress' | 'completed' | 'cancelled' }[];
    }>();
  });

  it('tie run to the schema: a run that expects another input does not type-check', () => {
    const parameters = {
      type: 'object',
      properties: { count: { type: 'integer' } },
      required: ['count'],
      additionalProperties: false,
    } as const;
    const tool = defineTool({
      name: 'Count',
      description: 'Counts.',
      parameters,
      lockUse: 'none',
      isConcurrencySafe: () => true,
      run: (input) => Promise.resolve(toolSuccess(`${input.count + 1}`)),
    });
    defineTool({
      name: 'Wrong',
      description: 'Expects a string.',
      parameters,
      lockUse: 'none',
      isConcurrencySafe: () => true,
      // @ts-expect-error `count` is an integer in the schema, so run cannot ask for a string
      run: (input: { count: string }) => Promise.resolve(toolSuccess(input.count)),
    });
    expect(tool.parameters).toBe(parameters);
  });
});
