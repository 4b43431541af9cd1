// Batches: raw calls → parsed arguments → safe/unsafe → partition → timeline → results in the model's order.
import { useTranslation } from '../../i18n/use-translation';
import { revealBidiControls } from '../../common/bidi-controls';
import { selectBatchesView } from '../../../state/selectors';
import { EmptyState } from '../../common/EmptyState';
import { useTraceView } from '../../trace/use-trace-view';
import { BatchReplan } from './BatchReplan';
import { BatchTimeline } from './BatchTimeline';
import { ReasonText } from '../../reasons/ReasonText';
import { planReason } from '../../reasons/plan-reason';
import { StatusBadgeText } from '../../reasons/StatusBadgeText';

export function BatchesTab() {
  const { t } = useTranslation();
  const view = useTraceView(selectBatchesView);
  if (!view) return <EmptyState>{t('batches.empty')}</EmptyState>;
  return (
    <div className="tab-body">
      <p className="facts">
        {t('batches.summary', {
          step: view.plan.step,
          calls: view.calls.length,
          batches: view.batches.length,
          cap: view.plan.maxConcurrency,
          perTurn: view.plan.maxCallsPerTurn,
        })}
      </p>
      <h3>{t('batches.calls')}</h3>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('batches.tool')}</th>
            <th scope="col">{t('batches.arguments')}</th>
            <th scope="col">{t('batches.parsed')}</th>
            <th scope="col">{t('batches.safety')}</th>
            <th scope="col">{t('batches.batch')}</th>
          </tr>
        </thead>
        <tbody>
          {view.calls.map((call) => (
            <tr key={call.id} data-call-id={call.id}>
              <td>{call.index}</td>
              <td>
                <span className="tool-name">{revealBidiControls(call.toolName)}</span>{' '}
                <code className="muted">{call.id}</code>
                {call.idChange !== 'none' ? (
                  <span className="badge badge-warn">{t(`batches.idChange.${call.idChange}`)}</span>
                ) : null}
              </td>
              <td>
                <code className="clip">{revealBidiControls(call.rawArguments)}</code>
              </td>
              <td>
                {call.status === 'ok' ? (
                  <span className="badge badge-success">{t('batches.ok')}</span>
                ) : (
                  <span className="badge badge-error">
                    {t(`reasons.planStatus.${call.status}`)}
                    {t('punctuation.colon')}
                    <ReasonText
                      reason={planReason(call.status, call.toolName, view.plan.maxCallsPerTurn, call.error)}
                    />
                  </span>
                )}
              </td>
              <td>{call.concurrencySafe ? t('batches.safe') : t('batches.unsafe')}</td>
              <td>{call.batchIndex ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('batches.partition')}</h3>
      <ol className="partition" aria-label={t('batches.partition')} data-testid="partition">
        {view.batches.map((batch) => (
          <li
            key={batch.index}
            className={`partition-batch ${batch.concurrent ? 'is-concurrent' : 'is-serial'}`}
            data-batch={batch.index}
          >
            <span className="sr-only">
              {batch.concurrent ? t('batches.concurrent') : t('batches.serial')}
              {t('punctuation.colon')}
            </span>
            {batch.callIndexes.map((i) => (
              <span key={i} className="partition-call" translate="no">
                {view.calls[i]?.toolName}
              </span>
            ))}
            <span className="partition-kind" aria-hidden="true">
              {batch.concurrent ? '∥' : '→'}
            </span>
          </li>
        ))}
      </ol>
      {view.bars.length > 0 ? (
        <>
          <BatchTimeline view={view} />
          <BatchReplan key={view.plan.seq} view={view} />
        </>
      ) : (
        <EmptyState>{t('batches.notStarted')}</EmptyState>
      )}
      <h3>{t('batches.results')}</h3>
      <ol className="results-order">
        {view.resultsInModelOrder.map((end) => (
          <li key={end.callId}>
            #{end.index} <span className="tool-name">{end.toolName}</span>{' '}
            <code className="muted">{end.callId}</code>{' '}
            <span className={`badge badge-${end.status}`}>
              <StatusBadgeText status={end.status} errorCode={end.errorCode} />
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
