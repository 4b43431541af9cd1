// Request / Response: the raw request body of the latest model call and the response that came back.
import { useTranslation } from 'react-i18next';
import type { TraceEvent } from '../../../engine';
import { lastOfType } from '../../../state/selectors';
import { EmptyState } from '../../common/EmptyState';
import { JsonBlock } from '../../common/JsonBlock';
import { useTraceView } from '../../trace/use-trace-view';

function selectExchange(events: readonly TraceEvent[]) {
  const response = lastOfType(events, 'model-response');
  const request = lastOfType(events, 'model-request');
  const streamed = events.filter(
    (e) => e.type === 'model-delta' && e.step === (response?.event.step ?? request?.event.step),
  ).length;
  return { request: request?.event ?? null, response: response?.event ?? null, streamed };
}

export function RequestTab() {
  const { t } = useTranslation();
  const { request, response, streamed } = useTraceView(selectExchange);
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
          {streamed > 0 ? <span className="muted"> · {t('request.deltas', { count: streamed })}</span> : null}
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
        ) : (
          <EmptyState>{t('request.waiting')}</EmptyState>
        )}
      </section>
    </div>
  );
}
