// The agent's task list (TodoWrite), as of the selected event. Status is shown by a symbol and a word as well
// as colour, so colour is never the only signal. The counts are said in the UI language (the tool's own recap
// is English, for the model); the summary and the items are the model's words, shown as written.
import { useTranslation } from '../i18n/use-translation';
import { selectTodoList, type TodoStatus } from '../../state/selectors';
import { useTraceView } from '../trace/use-trace-view';

const MARKS: Record<TodoStatus, string> = { pending: '○', in_progress: '◐', completed: '●', cancelled: '⊘' };

export function TodoList() {
  const { t } = useTranslation();
  const list = useTraceView(selectTodoList);
  if (!list) return null;
  const count = (status: TodoStatus) => list.todos.filter((todo) => todo.status === status).length;
  const recap = t('todo.recap', {
    completed: count('completed'),
    total: list.todos.length,
    inProgress: count('in_progress'),
    pending: count('pending'),
    cancelled: count('cancelled'),
  });
  return (
    <section className="todo-list" aria-labelledby="todo-list-title" data-testid="todo-list">
      <h3 id="todo-list-title">
        {t('todo.title')} <span className="muted">{recap}</span>
      </h3>
      {list.summary ? (
        <p className="muted" translate="no">
          {list.summary}
        </p>
      ) : null}
      {list.todos.length === 0 ? <p className="muted">{t('todo.empty')}</p> : null}
      <ol>
        {list.todos.map((todo) => (
          <li
            key={todo.id || todo.content}
            className={`todo-item todo-${todo.status}`}
            data-status={todo.status}
          >
            <span aria-hidden="true">{MARKS[todo.status]}</span> <span translate="no">{todo.content}</span>{' '}
            <span className="muted">({t(`todo.status.${todo.status}`)})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
