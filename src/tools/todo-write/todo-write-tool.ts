// TodoWrite: the model keeps a short plan visible. The whole list is replaced on every call (the model sends
// the full list), so the latest tool-end event is the current list and the UI can draw it from the trace.
import { defineTool, type ToolInputOf } from '../../engine/protocol/define-tool';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import type { Tool } from '../../engine/protocol/tool';
import { toolError, toolSuccess, type ToolOutput } from '../../engine/protocol/tool-result';
import { factsOf } from '../tool-record';
import { TODO_WRITE_RECORD } from './todo-write-record';

export const TODO_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

/** TodoWrite's limits, read by its schema, its description and the checks below. */
export const TODO_LIMITS = {
  maxTodos: 10,
  maxTodoChars: 200,
} as const;

export interface TodoItem {
  /** `t1` … `tn`, reassigned on every call so ids always match positions. */
  readonly id: string;
  readonly content: string;
  readonly status: TodoStatus;
}

const parameters = {
  type: 'object',
  properties: {
    summary: {
      type: 'string',
      description: 'One line: what the list is for, or what changed since the last update.',
    },
    todos: {
      type: 'array',
      description: `The complete list (it replaces the previous one), at most ${TODO_LIMITS.maxTodos} items, at most one in_progress.`,
      maxItems: TODO_LIMITS.maxTodos,
      items: {
        type: 'object',
        properties: {
          content: {
            type: 'string',
            description: `The task, at most ${TODO_LIMITS.maxTodoChars} characters.`,
            minLength: 1,
            maxLength: TODO_LIMITS.maxTodoChars,
          },
          status: { type: 'string', enum: TODO_STATUSES },
        },
        required: ['content', 'status'],
        additionalProperties: false,
      },
    },
  },
  required: ['summary', 'todos'],
  additionalProperties: false,
} as const satisfies ObjectSchema;

export type TodoWriteInput = ToolInputOf<typeof parameters>;

export function createTodoWriteTool(): Tool {
  return defineTool({
    ...factsOf(TODO_WRITE_RECORD),
    description:
      'Replace the task list you keep for this conversation. Send every item each time, with status pending, ' +
      `in_progress, completed or cancelled. At most ${TODO_LIMITS.maxTodos} items and at most one in_progress at a time.`,
    parameters,
    isConcurrencySafe: () => false,
    run: (input) => Promise.resolve(writeTodoList(input)),
  });
}

/** The tool's answer for an input ajv validated against its schema (what the engine hands `run`). */
function writeTodoList(input: TodoWriteInput): ToolOutput {
  const parsed = checkTodos(input);
  if (typeof parsed === 'string') return toolError('INVALID_PARAM', parsed);
  const { summary, todos } = parsed;
  const count = (status: TodoStatus) => todos.filter((t) => t.status === status).length;
  const recap = `${count('completed')}/${todos.length} completed, ${count('in_progress')} in progress, ${count('pending')} pending, ${count('cancelled')} cancelled`;
  const lines = todos.map((t) => `[${marker(t.status)}] ${t.id} ${t.content}`);
  const text =
    todos.length === 0 ? 'The task list is now empty.' : `Task list updated (${recap}):\n${lines.join('\n')}`;
  return toolSuccess(text, { summary, todos, recap }, { stats: { items: todos.length } });
}

/**
 * The same answer for a caller holding untyped data (the engine is not one). Its structural checks are what
 * ajv checks in the pipeline, in the words this function has always used.
 */
export function writeTodos(input: Readonly<Record<string, unknown>>): ToolOutput {
  const typed = asTodoWriteInput(input);
  return typeof typed === 'string' ? toolError('INVALID_PARAM', typed) : writeTodoList(typed);
}

function asTodoWriteInput(input: Readonly<Record<string, unknown>>): TodoWriteInput | string {
  const { summary, todos } = input;
  if (typeof summary !== 'string') return 'summary must be a string.';
  if (!Array.isArray(todos)) return 'todos must be an array of {content, status}.';
  if (todos.length > TODO_LIMITS.maxTodos)
    return `todos has ${todos.length} items; at most ${TODO_LIMITS.maxTodos} are allowed.`;
  const items: TodoWriteInput['todos'] = [];
  for (const [index, raw] of (todos as unknown[]).entries()) {
    if (typeof raw !== 'object' || raw === null)
      return `todos[${index}] must be an object {content, status}.`;
    const { content, status } = raw as { content?: unknown; status?: unknown };
    if (typeof content !== 'string') return `todos[${index}].content must be a non-empty string.`;
    if (!TODO_STATUSES.includes(status as TodoStatus)) {
      return `todos[${index}].status must be one of ${TODO_STATUSES.join(', ')}.`;
    }
    items.push({ content, status: status as TodoStatus });
  }
  return { summary, todos: items };
}

/** What the schema cannot say: blank tasks, lengths in UTF-16 units as this tool has always counted, one in progress. */
function checkTodos(input: TodoWriteInput): { summary: string; todos: TodoItem[] } | string {
  const todos: TodoItem[] = [];
  for (const [index, { content, status }] of input.todos.entries()) {
    if (content.trim() === '') return `todos[${index}].content must be a non-empty string.`;
    if (content.length > TODO_LIMITS.maxTodoChars)
      return `todos[${index}].content is longer than ${TODO_LIMITS.maxTodoChars} characters.`;
    todos.push({ id: `t${index + 1}`, content: content.trim(), status });
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
