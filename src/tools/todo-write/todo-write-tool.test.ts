import { describe, expect, it } from 'vitest';
import { createTodoWriteTool, writeTodos } from './todo-write-tool';

describe('TodoWrite', () => {
  it('replaces the list, numbers items t1..tn and recaps', () => {
    const out = writeTodos({
      summary: 'plan',
      todos: [
        { content: 'read code', status: 'completed' },
        { content: 'fix bug', status: 'in_progress' },
        { content: 'run tests', status: 'pending' },
      ],
    });
    expect(out.status).toBe('success');
    expect(out.data.todos).toEqual([
      { id: 't1', content: 'read code', status: 'completed' },
      { id: 't2', content: 'fix bug', status: 'in_progress' },
      { id: 't3', content: 'run tests', status: 'pending' },
    ]);
    expect(out.text).toBe(
      'Task list updated (1/3 completed, 1 in progress, 1 pending, 0 cancelled):\n[x] t1 read code\n[>] t2 fix bug\n[ ] t3 run tests',
    );
  });

  it('refuses two items in progress, naming them', () => {
    const out = writeTodos({
      summary: 's',
      todos: [
        { content: 'a', status: 'in_progress' },
        { content: 'b', status: 'in_progress' },
      ],
    });
    expect(out).toMatchObject({ status: 'error', errorCode: 'INVALID_PARAM' });
    expect(out.text).toBe('2 items are in_progress (t1, t2); at most one may be.');
  });

  it('refuses more than ten items and unknown statuses', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ content: `x${i}`, status: 'pending' }));
    expect(writeTodos({ summary: 's', todos: eleven }).text).toBe(
      'todos has 11 items; at most 10 are allowed.',
    );
    expect(writeTodos({ summary: 's', todos: [{ content: 'a', status: 'done' }] }).text).toBe(
      'todos[0].status must be one of pending, in_progress, completed, cancelled.',
    );
  });

  it('accepts an empty list and is never batched with others', () => {
    const tool = createTodoWriteTool();
    expect(writeTodos({ summary: 'clear', todos: [] }).text).toBe('The task list is now empty.');
    expect(tool.isConcurrencySafe({})).toBe(false);
    expect(tool.parameters.properties.todos?.items?.properties?.status?.enum).toEqual([
      'pending',
      'in_progress',
      'completed',
      'cancelled',
    ]);
  });
});
