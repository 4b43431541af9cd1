// The response side of a failed call: the failure first — the endpoint's status, its request id and how long
// it asked to wait, worded in the page's language — then what came back before it failed, as the wire
// recorder kept it (the error body, or the events received before a stream was cut).
import { useTranslation } from '../../i18n/use-translation';
import type { ModelErrorEvent } from '../../../engine';
import { ReasonText } from '../../reasons/ReasonText';
import { providerErrorReason } from '../../reasons/provider-error';
import { JsonBlock } from '../../common/JsonBlock';
import { WireResponseView } from './WireView';

export function FailedCallView({ failure, showWire }: { failure: ModelErrorEvent; showWire: boolean }) {
  const { t } = useTranslation();
  const headers = failure.wire?.response?.headers ?? {};
  const requestId = headers['x-request-id'];
  return (
    <div data-testid="failed-call" data-kind={failure.kind}>
      <p className="provider-error" role="note">
        ✕ <ReasonText reason={providerErrorReason(failure)} />
      </p>
      <dl className="failed-call-facts">
        {failure.status === undefined ? null : (
          <>
            <dt>{t('failedCall.status')}</dt>
            <dd data-testid="failed-status">{failure.status}</dd>
          </>
        )}
        {requestId === undefined ? null : (
          <>
            <dt>{t('failedCall.requestId')}</dt>
            <dd>
              <code>{requestId}</code>
            </dd>
          </>
        )}
        {failure.retryAfterMs === undefined ? null : (
          <>
            <dt>{t('failedCall.retryAfter')}</dt>
            <dd>{t('failedCall.seconds', { count: Math.ceil(failure.retryAfterMs / 1000) })}</dd>
          </>
        )}
      </dl>
      {showWire && failure.wire ? (
        <WireResponseView wire={failure.wire} />
      ) : (
        <JsonBlock value={{ kind: failure.kind, message: failure.message }} label={t('request.response')} />
      )}
    </div>
  );
}
