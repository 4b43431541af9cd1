import { describe, expect, it } from 'vitest';
import { createInProcessRuntime } from '../../runtime/host/node-runtime';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import { selectTodoList } from './todo-view';

const todos = (statuses: string[]) => ({
  summary: 'Fix the bug',
  todos: statuses.map((status, i) => ({ content: `task ${i + 1}`, status })),
});

describe('selectTodoList', () => {
  it('shows the last successful TodoWrite as of the selected event, never a refused one', async () => {
    const spec = scriptedSpec(
      [
        { toolCalls: [{ name: 'TodoWrite', arguments: todos(['in_progress', 'pending']) }] },
        { toolCalls: [{ name: 'TodoWrite', arguments: todos(['completed', 'in_progress']) }] },
        // Two in progress: refused by the tool, so the list stays as it was.
        { toolCalls: [{ name: 'TodoWrite', arguments: todos(['in_progress', 'in_progress']) }] },
        { content: 'Done.' },
      ],
      { tools: ['TodoWrite'] },
    );
    const created = await createInProcessRuntime(spec, { mode: 'replay' });
    if (!created.ok) throw new Error(created.reason);
    await created.runtime.runAll();
    const events = created.runtime.log.events;

    const final = selectTodoList(events)!;
    expect(final.todos.map((t) => [t.content, t.status])).toEqual([
      ['task 1', 'completed'],
      ['task 2', 'in_progress'],
    ]);
    expect(final.summary).toBe('Fix the bug');
    expect(final.recap).toContain('1/2 completed');

    const firstEnd = events.findIndex((e) => e.type === 'tool-end' && e.toolName === 'TodoWrite');
    const early = selectTodoList(events.slice(0, firstEnd + 1))!;
    expect(early.todos.map((t) => t.status)).toEqual(['in_progress', 'pending']);
    expect(selectTodoList(events.slice(0, firstEnd))).toBeNull();
  });
});
