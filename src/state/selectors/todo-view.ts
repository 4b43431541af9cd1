// The agent's task list as of the selected event: the last successful TodoWrite of the main agent.
import type { TraceEvent } from '../../engine';

export type TodoStatus = 'pending' | 'in_progress' | 'completed' | 'cancelled';

export interface TodoItemView {
  readonly id: string;
  readonly content: string;
  readonly status: TodoStatus;
}

export interface TodoListView {
  readonly summary: string;
  readonly recap: string;
  readonly todos: readonly TodoItemView[];
  /** The tool-end event the list comes from. */
  readonly seq: number;
}

const STATUSES: readonly string[] = ['pending', 'in_progress', 'completed', 'cancelled'];

export function selectTodoList(events: readonly TraceEvent[]): TodoListView | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!;
    if (event.type !== 'tool-end' || event.toolName !== 'TodoWrite' || event.scope !== undefined) continue;
    if (event.status !== 'success') continue;
    const data = event.result.data;
    if (!Array.isArray(data['todos'])) continue;
    const todos = (data['todos'] as unknown[]).flatMap((item): TodoItemView[] => {
      if (typeof item !== 'object' || item === null) return [];
      const { id, content, status } = item as Record<string, unknown>;
      return typeof content === 'string' && typeof status === 'string' && STATUSES.includes(status)
        ? [{ id: typeof id === 'string' ? id : '', content, status: status as TodoStatus }]
        : [];
    });
    return {
      summary: typeof data['summary'] === 'string' ? data['summary'] : '',
      recap: typeof data['recap'] === 'string' ? data['recap'] : '',
      todos,
      seq: event.seq,
    };
  }
  return null;
}
