// Request / Response: the raw request body of the latest model call and the response; while the response is
// streaming (as of the selected event), the deltas assembled so far.
import { useTranslation } from 'react-i18next';
import { selectExchangeView } from '../../../state/selectors';
import { EmptyState } from '../../common/EmptyState';
import { JsonBlock } from '../../common/JsonBlock';
import { useTraceView } from '../../trace/use-trace-view';
import { ResponseAssumptions } from './ResponseAssumptions';

export function RequestTab() {
  const { t } = useTranslation();
  const { request, response, deltaCount, streamedText, streamedCalls } = useTraceView(selectExchangeView);
  if (!request && !response) return <EmptyState>{t('request.empty')}</EmptyState>;
  return (
    <div className="tab-body split-vertical">
      <section aria-label={t('request.request')}>
        <h3>{t('request.request')}</h3>
        {request ? (
          <JsonBlock value={request.request} label={t('request.request')} />
        ) : (
          <EmptyState>{t('request.noRequest')}</EmptyState>
        )}
      </section>
      <section aria-label={t('request.response')}>
        <h3>
          {t('request.response')}
          {deltaCount > 0 ? (
            <span className="muted"> · {t('request.deltas', { count: deltaCount })}</span>
          ) : null}
        </h3>
        {response ? (
          <JsonBlock
            value={
              response.raw ?? {
                content: response.content,
                tool_calls: response.toolCalls,
                finish_reason: response.finishReason,
                usage: response.usage,
              }
            }
            label={t('request.response')}
          />
        ) : deltaCount > 0 ? (
          <div data-testid="streaming">
            <p className="muted">{t('request.streaming')}</p>
            <JsonBlock
              value={{ content: streamedText, tool_calls: streamedCalls }}
              label={t('request.streaming')}
            />
          </div>
        ) : (
          <EmptyState>{t('request.waiting')}</EmptyState>
        )}
        {response?.assumptions ? <ResponseAssumptions assumptions={response.assumptions} /> : null}
      </section>
    </div>
  );
}
