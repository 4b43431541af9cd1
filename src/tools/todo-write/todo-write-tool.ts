// TodoWrite: the model keeps a short plan visible. The whole list is replaced on every call (the model sends
// the full list), so the latest tool-end event is the current list and the UI can draw it from the trace.
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import type { Tool } from '../../engine/protocol/tool';
import { toolError, toolSuccess, type ToolOutput } from '../../engine/protocol/tool-result';

export const TODO_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

export const MAX_TODOS = 10;
export const MAX_TODO_CHARS = 200;

export interface TodoItem {
  /** `t1` … `tn`, reassigned on every call so ids always match positions. */
  readonly id: string;
  readonly content: string;
  readonly status: TodoStatus;
}

const parameters: ObjectSchema = {
  type: 'object',
  properties: {
    summary: {
      type: 'string',
      description: 'One line: what the list is for, or what changed since the last update.',
    },
    todos: {
      type: 'array',
      description: `The complete list (it replaces the previous one), at most ${MAX_TODOS} items, at most one in_progress.`,
      maxItems: MAX_TODOS,
      items: {
        type: 'object',
        properties: {
          content: {
            type: 'string',
            description: `The task, at most ${MAX_TODO_CHARS} characters.`,
            minLength: 1,
            maxLength: MAX_TODO_CHARS,
          },
          status: { type: 'string', enum: [...TODO_STATUSES] },
        },
        required: ['content', 'status'],
        additionalProperties: false,
      },
    },
  },
  required: ['summary', 'todos'],
  additionalProperties: false,
};

export function createTodoWriteTool(): Tool {
  return {
    name: 'TodoWrite',
    description:
      'Replace the task list you keep for this conversation. Send every item each time, with status pending, ' +
      `in_progress, completed or cancelled. At most ${MAX_TODOS} items and at most one in_progress at a time.`,
    parameters,
    lockUse: 'none',
    isConcurrencySafe: () => false,
    run: (input) => Promise.resolve(writeTodos(input)),
  };
}

export function writeTodos(input: Readonly<Record<string, unknown>>): ToolOutput {
  const parsed = parseTodos(input);
  if (typeof parsed === 'string') return toolError('INVALID_PARAM', parsed);
  const { summary, todos } = parsed;
  const count = (status: TodoStatus) => todos.filter((t) => t.status === status).length;
  const recap = `${count('completed')}/${todos.length} completed, ${count('in_progress')} in progress, ${count('pending')} pending, ${count('cancelled')} cancelled`;
  const lines = todos.map((t) => `[${marker(t.status)}] ${t.id} ${t.content}`);
  const text =
    todos.length === 0 ? 'The task list is now empty.' : `Task list updated (${recap}):\n${lines.join('\n')}`;
  return toolSuccess(text, { summary, todos, recap }, { stats: { items: todos.length } });
}

function parseTodos(
  input: Readonly<Record<string, unknown>>,
): { summary: string; todos: TodoItem[] } | string {
  if (typeof input.summary !== 'string') return 'summary must be a string.';
  if (!Array.isArray(input.todos)) return 'todos must be an array of {content, status}.';
  if (input.todos.length > MAX_TODOS)
    return `todos has ${input.todos.length} items; at most ${MAX_TODOS} are allowed.`;
  const todos: TodoItem[] = [];
  for (const [index, raw] of (input.todos as unknown[]).entries()) {
    if (typeof raw !== 'object' || raw === null)
      return `todos[${index}] must be an object {content, status}.`;
    const { content, status } = raw as { content?: unknown; status?: unknown };
    if (typeof content !== 'string' || content.trim() === '')
      return `todos[${index}].content must be a non-empty string.`;
    if (content.length > MAX_TODO_CHARS)
      return `todos[${index}].content is longer than ${MAX_TODO_CHARS} characters.`;
    if (!TODO_STATUSES.includes(status as TodoStatus)) {
      return `todos[${index}].status must be one of ${TODO_STATUSES.join(', ')}.`;
    }
    todos.push({ id: `t${index + 1}`, content: content.trim(), status: status as TodoStatus });
  }
  const inProgress = todos.filter((t) => t.status === 'in_progress');
  if (inProgress.length > 1) {
    return `${inProgress.length} items are in_progress (${inProgress.map((t) => t.id).join(', ')}); at most one may be.`;
  }
  return { summary: input.summary, todos };
}

function marker(status: TodoStatus): string {
  switch (status) {
    case 'pending':
      return ' ';
    case 'in_progress':
      return '>';
    case 'completed':
      return 'x';
    case 'cancelled':
      return '-';
  }
}
