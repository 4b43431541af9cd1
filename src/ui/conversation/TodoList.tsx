// The agent's task list (TodoWrite), as of the selected event. Status is shown by a symbol and a word as well
// as colour, so colour is never the only signal.
import { useTranslation } from 'react-i18next';
import { selectTodoList, type TodoStatus } from '../../state/selectors';
import { useTraceView } from '../trace/use-trace-view';

const MARKS: Record<TodoStatus, string> = { pending: '○', in_progress: '◐', completed: '●', cancelled: '⊘' };

export function TodoList() {
  const { t } = useTranslation();
  const list = useTraceView(selectTodoList);
  if (!list) return null;
  return (
    <section className="todo-list" aria-labelledby="todo-list-title" data-testid="todo-list">
      <h3 id="todo-list-title">
        {t('todo.title')} <span className="muted">{list.recap}</span>
      </h3>
      {list.summary ? <p className="muted">{list.summary}</p> : null}
      {list.todos.length === 0 ? <p className="muted">{t('todo.empty')}</p> : null}
      <ol>
        {list.todos.map((todo) => (
          <li
            key={todo.id || todo.content}
            className={`todo-item todo-${todo.status}`}
            data-status={todo.status}
          >
            <span aria-hidden="true">{MARKS[todo.status]}</span> {todo.content}{' '}
            <span className="muted">({t(`todo.status.${todo.status}`)})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
