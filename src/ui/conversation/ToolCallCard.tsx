// One tool call as a card: the tool, its id, the arguments the model sent, and the result the model saw.
import { useTranslation } from 'react-i18next';
import type { HistoryToolCall, ToolEndEvent } from '../../engine';
import { revealBidiControls } from '../common/bidi-controls';

function prettyArguments(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text; // the model's malformed JSON is shown as sent
  }
}

export function ToolCallCard({
  call,
  end,
  resultContent,
}: {
  call: HistoryToolCall;
  end: ToolEndEvent | undefined;
  resultContent: string | undefined;
}) {
  const { t } = useTranslation();
  const status = end?.status ?? 'pending';
  return (
    <article
      className={`tool-card status-${status}`}
      aria-label={t('conversation.toolCall', { name: call.function.name })}
      data-call-id={call.id}
    >
      <header className="tool-card-head">
        <span className="tool-name">{revealBidiControls(call.function.name)}</span>
        <code className="muted">{call.id}</code>
        <span className={`badge badge-${status}`}>
          {end ? (end.errorCode ?? t(`status.result.${end.status}`)) : t('conversation.pending')}
        </span>
      </header>
      <pre className="tool-card-args" aria-label={t('conversation.arguments')}>
        {revealBidiControls(prettyArguments(call.function.arguments))}
      </pre>
      {resultContent !== undefined ? (
        <details className="tool-card-result">
          <summary>{t('conversation.result', { bytes: resultContent.length })}</summary>
          <pre tabIndex={0}>{revealBidiControls(resultContent)}</pre>
        </details>
      ) : null}
    </article>
  );
}
