// History: the messages array exactly as the model will receive it next, with tokens per message and in all.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { revealBidiControls } from '../../common/bidi-controls';
import { selectHistoryView, wireMessage } from '../../../state/selectors';
import { EmptyState } from '../../common/EmptyState';
import { useTokenCounter } from '../../common/use-token-counter';
import { useTraceView } from '../../trace/use-trace-view';

export function HistoryTab() {
  const { t } = useTranslation();
  const view = useTraceView(selectHistoryView);
  const { count, error } = useTokenCounter();
  const rows = useMemo(
    () =>
      view.messages.map((message) => {
        const text = JSON.stringify(wireMessage(message), null, 2);
        return { message, text, tokens: count ? count(JSON.stringify(wireMessage(message))) : null };
      }),
    [view.messages, count],
  );
  if (rows.length === 0) return <EmptyState>{t('history.empty')}</EmptyState>;
  const total = count ? rows.reduce((sum, r) => sum + (r.tokens ?? 0), 0) : null;
  return (
    <div className="tab-body">
      <p className="facts" data-testid="history-summary">
        {t('history.summary', { count: rows.length, tokens: total ?? '…' })}
        {view.usage
          ? ` · ${t('history.usage', { prompt: view.usage.promptTokens, completion: view.usage.completionTokens })}`
          : ''}
      </p>
      {error ? (
        <p role="alert" className="panel-error">
          {t('history.tokenizerFailed', { message: error })}
        </p>
      ) : null}
      <ol className="history-list" aria-label={t('history.messages')}>
        {rows.map(({ message, text, tokens }, i) => (
          <li key={i} className={`history-item role-${message.role}`} data-role={message.role}>
            <div className="history-head">
              <span className="message-role">{message.role}</span>
              <span className="muted">
                {t('history.tokens', { tokens: tokens ?? '…' })} · seq {message.seq}
              </span>
            </div>
            <pre tabIndex={0}>{revealBidiControls(text)}</pre>
          </li>
        ))}
      </ol>
    </div>
  );
}
