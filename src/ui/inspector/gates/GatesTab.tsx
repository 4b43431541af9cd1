// Gates: for each call of the latest turn, its path through permission → lock → breaker → run → record.
import { useTranslation } from '../../i18n/use-translation';
import { selectGatesView, type CallGates } from '../../../state/selectors';
import { revealBidiControls } from '../../common/bidi-controls';
import { EmptyState } from '../../common/EmptyState';
import { formatMs } from '../../common/format';
import { useTraceView } from '../../trace/use-trace-view';
import { GateStage } from './GateStage';
import { ReasonText } from '../../reasons/ReasonText';
import { permissionReason } from '../../reasons/permission-reason';
import { transitionReason } from '../../reasons/breaker-reason';
import { StatusBadgeText } from '../../reasons/StatusBadgeText';

function CallPath({ call }: { call: CallGates }) {
  const { t } = useTranslation();
  const waiting = call.ask !== null && call.answer === null;
  return (
    <article
      className="gate-call"
      aria-label={t('gates.callPath', { name: call.toolName, id: call.callId })}
      data-call-id={call.callId}
    >
      <header>
        #{call.index} <span className="tool-name">{call.toolName}</span>{' '}
        <code className="muted">{call.callId}</code>
      </header>
      <ol className="gate-path">
        {call.checks.map((check) => (
          <GateStage
            key={`${check.gate}-${check.seq}`}
            check={check}
            {...(check.gate === 'lock' ? { lock: call.lock } : {})}
          />
        ))}
        {waiting ? (
          <li className="gate-stage is-ask" data-gate="ask">
            <span className="gate-name">{t('gates.gate.permission')}</span>
            <span className="badge badge-warn">ASK</span>
            <code className="gate-rule">{revealBidiControls(call.ask.request.rule)}</code>
            <span className="gate-reason">
              <ReasonText reason={permissionReason(call.ask.request)} />
            </span>
            <span className="gate-risk">{t('gates.waiting')}</span>
          </li>
        ) : null}
        {call.end ? (
          <li
            className={`gate-stage ${call.end.status === 'error' ? 'is-block' : 'is-pass'}`}
            data-gate="run"
            data-verdict={call.end.status}
          >
            <span className="gate-name">{t('gates.gate.run')}</span>
            <span className={`badge badge-${call.end.status}`}>
              <StatusBadgeText status={call.end.status} errorCode={call.end.errorCode} />
            </span>
            <span className="gate-reason">
              {t('gates.endedAt', {
                where: t(`reasons.endedAt.${call.end.endedAt}`),
                duration: formatMs(call.end.durationMs),
              })}
            </span>
            {call.delivered?.cut ? (
              <span className="gate-risk" data-testid="delivered-status">
                {t('gates.delivered', {
                  status: t(`status.result.${call.delivered.status}`),
                  layer: t(`budget.layer.${call.delivered.cut}`),
                })}
              </span>
            ) : null}
          </li>
        ) : null}
        {call.recorded.map((transition) => (
          <li
            key={transition.seq}
            className="gate-stage is-block"
            data-gate="record"
            data-verdict={transition.to}
          >
            <span className="gate-name">{t('gates.gate.record')}</span>
            <span className="badge badge-error">
              {transition.from} → {transition.to}
            </span>
            <span className="gate-reason">
              <ReasonText reason={transitionReason(transition)} />
            </span>
          </li>
        ))}
      </ol>
    </article>
  );
}

export function GatesTab() {
  const { t } = useTranslation();
  const view = useTraceView(selectGatesView);
  if (!view) return <EmptyState>{t('gates.empty')}</EmptyState>;
  return (
    <div className="tab-body">
      <p className="facts">{t('gates.summary', { step: view.step, calls: view.calls.length })}</p>
      {view.calls.map((call) => (
        <CallPath key={call.callId} call={call} />
      ))}
    </div>
  );
}
