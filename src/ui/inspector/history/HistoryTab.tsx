// History: the messages array exactly as the model will receive it next, with tokens per message and in all.
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { revealBidiControls } from '../../common/bidi-controls';
import { selectHistoryView, wireMessage, wireText } from '../../../state/selectors';
import { EmptyState } from '../../common/EmptyState';
import { ModelReadsNote } from '../../common/ModelReadsNote';
import { useTokenCounts } from '../../common/use-token-counter';
import { promptCacheText } from '../../common/prompt-cache';
import { useTraceView } from '../../trace/use-trace-view';

export function HistoryTab() {
  const { t } = useTranslation();
  const view = useTraceView(selectHistoryView);
  const wire = useMemo(() => view.messages.map(wireText), [view.messages]);
  const { tokens: counts, error, retry } = useTokenCounts(wire);
  const rows = view.messages.map((message, i) => ({
    message,
    text: JSON.stringify(wireMessage(message), null, 2),
    tokens: counts ? counts[i]! : null,
  }));
  if (rows.length === 0) return <EmptyState>{t('history.empty')}</EmptyState>;
  const total = counts ? counts.reduce((sum, n) => sum + n, 0) : null;
  const cache = view.usage ? promptCacheText(view.usage, t) : null;
  return (
    <div className="tab-body">
      <p className="facts" data-testid="history-summary">
        {t('history.summary', { count: rows.length, tokens: total ?? '…' })}
        {view.usage
          ? ` · ${t('history.usage', { prompt: view.usage.promptTokens, completion: view.usage.completionTokens })}`
          : ''}
        {cache === null ? '' : ` · ${cache}`}
      </p>
      <ModelReadsNote />
      {error ? (
        <p role="alert" className="panel-error">
          {t('history.tokenizerFailed', { message: error })}{' '}
          <button type="button" onClick={retry}>
            {t('lazy.retry')}
          </button>
        </p>
      ) : null}
      <ol className="history-list" aria-label={t('history.messages')}>
        {rows.map(({ message, text, tokens }, i) => (
          <li key={i} className={`history-item role-${message.role}`} data-role={message.role}>
            <div className="history-head">
              <span className="message-role" translate="no">
                {message.role}
              </span>
              <span className="muted">
                {t('history.tokens', { tokens: tokens ?? '…' })} · {t('history.seq', { seq: message.seq })}
              </span>
            </div>
            <pre tabIndex={0}>{revealBidiControls(text)}</pre>
          </li>
        ))}
      </ol>
    </div>
  );
}
