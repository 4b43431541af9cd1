// A failed model call waits here for the person (decision 0735): what failed, in the page's language with the
// endpoint's own words first, and "Retry this step". When the endpoint said how long to wait (`retry-after`),
// the button waits the countdown out and then retries — because the person pressed it, never by itself —
// and "Retry now" goes at once. A retry is Step over: the same request goes out again and the step goes on.
// Stop (the toolbar) gives up; a new message gives up and goes on with it.
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { RuntimeStatus } from '../../state/store';
import { useAppStore } from '../store/use-app-store';
import { useSessionActions } from '../store/session-actions';
import { ReasonText } from '../reasons/ReasonText';
import { providerErrorReason } from '../reasons/provider-error';
import { retryIsDue, retryOffer, secondsLeft } from './retry-countdown';

type FailedCall = Extract<NonNullable<RuntimeStatus['waiting']>, { kind: 'failed-call' }>['call'];

export function RetryFailedCall() {
  const waiting = useAppStore((s) => s.runtimeStatus?.waiting ?? null);
  if (waiting?.kind !== 'failed-call') return null;
  // Keyed by the failure: a new failure starts its own countdown.
  return <RetryBar key={waiting.call.failure} call={waiting.call} />;
}

function RetryBar({ call }: { call: FailedCall }) {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const [shownAt] = useState(() => Date.now());
  const [now, setNow] = useState(shownAt);
  const [armed, setArmed] = useState(false);
  const seconds = secondsLeft(call.error.retryAfterMs, shownAt, now);
  const retry = () => void actions.drive('step-over');
  useEffect(() => {
    if (seconds === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [seconds]);
  const due = retryIsDue(seconds, armed);
  useEffect(() => {
    if (due) retry();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the armed wait runs out
  }, [due]);
  const offer = retryOffer(seconds, armed);
  const { error } = call;
  return (
    <section
      className="retry-failed-call"
      role="alert"
      data-testid="retry-failed-call"
      data-kind={error.kind}
    >
      {error.detail ? (
        <p className="retry-endpoint-words">
          <q lang="en">{error.detail}</q>
        </p>
      ) : null}
      <p>
        ✕ <ReasonText reason={providerErrorReason(error)} />
        {error.status === undefined ? '' : ` · HTTP ${error.status}`}
      </p>
      <div className="retry-actions">
        {offer.kind === 'retry' ? (
          <button type="button" onClick={retry}>
            {t('failedCall.retry')}
          </button>
        ) : (
          <>
            <button type="button" onClick={() => setArmed(true)} disabled={offer.armed}>
              {offer.armed
                ? t('failedCall.retryingIn', { count: offer.seconds })
                : t('failedCall.retryAfterWait', { count: offer.seconds })}
            </button>
            <button type="button" onClick={retry}>
              {t('failedCall.retryNow')}
            </button>
          </>
        )}
      </div>
      <p className="muted">{t('failedCall.otherWays')}</p>
    </section>
  );
}
