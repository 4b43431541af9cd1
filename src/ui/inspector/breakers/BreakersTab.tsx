// Breakers: each tool's circuit breaker as a state machine, with failures, recovery countdown and armed faults.
import { useTranslation } from '../../i18n/use-translation';
import type { BreakerState } from '../../../engine';
import { selectBreakersView, type BreakerRow } from '../../../state/selectors';
import { EmptyState } from '../../common/EmptyState';
import { formatMs } from '../../common/format';
import { useTraceView } from '../../trace/use-trace-view';
import { useAppStore } from '../../store/use-app-store';
import { hasRuntime } from '../../../state/runtime-slice';
import { BreakerControls } from './BreakerControls';
import { ReasonText } from '../../reasons/ReasonText';
import { transitionReason } from '../../reasons/breaker-reason';

const STATES: readonly BreakerState[] = ['CLOSED', 'OPEN', 'HALF_OPEN'];

function BreakerMachine({ row, nowMs }: { row: BreakerRow; nowMs: number }) {
  const { t } = useTranslation();
  const remaining =
    row.state === 'OPEN' && row.recoveryAtMs !== null ? Math.max(0, row.recoveryAtMs - nowMs) : null;
  return (
    <article
      className="breaker"
      aria-label={t('breakers.machine', { name: row.toolName })}
      data-tool={row.toolName}
      data-state={row.state}
    >
      <header>
        <span className="tool-name">{row.toolName}</span>
        <span className="muted">
          {t('breakers.failures', { count: row.consecutiveFailures })}
          {row.faultsArmed > 0 ? ` · ${t('breakers.faults', { count: row.faultsArmed })}` : ''}
        </span>
      </header>
      <ol className="breaker-states" aria-label={t('breakers.states')}>
        {STATES.map((state) => (
          <li
            key={state}
            className={`breaker-state state-${state}`}
            aria-current={row.state === state ? 'step' : undefined}
          >
            {row.state === state ? <span aria-hidden="true">● </span> : null}
            {state}
          </li>
        ))}
      </ol>
      {remaining !== null ? (
        <p className="breaker-countdown">
          {t('breakers.countdown', { remaining: formatMs(remaining), at: formatMs(row.recoveryAtMs!) })}
        </p>
      ) : null}
      {row.transitions.length > 0 ? (
        <ol className="breaker-transitions">
          {row.transitions.map((tr) => (
            <li key={tr.seq}>
              <code>{formatMs(tr.timeMs)}</code> {tr.from} → {tr.to}{' '}
              <span className="muted">
                <ReasonText reason={transitionReason(tr)} />
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </article>
  );
}

export function BreakersTab() {
  const { t } = useTranslation();
  const view = useTraceView(selectBreakersView);
  const live = useAppStore((s) => s.traceSource.kind === 'runtime' && hasRuntime(s));
  if (view.rows.length === 0) return <EmptyState>{t('breakers.empty')}</EmptyState>;
  return (
    <div className="tab-body">
      <p className="facts">{t('breakers.now', { now: formatMs(view.nowMs) })}</p>
      {live ? <BreakerControls toolNames={view.rows.map((r) => r.toolName)} /> : null}
      <div className="card-list">
        {view.rows.map((row) => (
          <BreakerMachine key={row.toolName} row={row} nowMs={view.nowMs} />
        ))}
      </div>
    </div>
  );
}
