// The run inside a Task call, drawn under the diagram of the main step that made the call: one row per
// subagent step with the calls it made (✓ / ✕ and the error code) or its answer, the step the cursor is in
// marked. Compact on purpose: the subagent's own loop is the same loop, and its full detail is one click
// away in the conversation's sub-transcript and the trace.
import { useTranslation } from '../i18n/use-translation';
import { selectNestedRuns, type NestedCall, type NestedRun } from '../../state/selectors';
import { revealBidiControls } from '../common/bidi-controls';
import { useTraceViewNow } from '../trace/use-trace-view';
import './nested-runs.css';

function CallMark({ call }: { call: NestedCall }) {
  const mark = call.status === null ? '…' : call.status === 'error' ? `✕ ${call.errorCode ?? 'ERROR'}` : '✓';
  return (
    <span className="nested-call" data-call-id={call.callId} data-status={call.status ?? 'running'}>
      <span translate="no">{revealBidiControls(call.toolName)}</span> <span translate="no">{mark}</span>
    </span>
  );
}

function NestedRunView({ run }: { run: NestedRun }) {
  const { t } = useTranslation();
  return (
    <section
      className="pipeline-nested"
      data-testid="pipeline-nested-run"
      data-call-id={run.callId}
      data-scope={run.scope}
      data-ended={run.endReason ?? undefined}
      aria-label={t('pipeline.nested.label', { callId: run.callId })}
    >
      <header className="pipeline-nested-head">
        ↳ <span translate="no">Task</span> <code>{run.callId}</code> ·{' '}
        {run.endReason === null
          ? t('pipeline.nested.running')
          : t(`pipeline.nested.end.${run.endReason}`, { steps: run.steps.length })}
      </header>
      <ol className="pipeline-nested-steps">
        {run.steps.map((step) => (
          <li
            key={step.step}
            data-nested-step={step.step}
            data-current={step.step === run.currentStep || undefined}
          >
            <span className="pipeline-nested-step">{t('pipeline.nested.step', { step: step.step })}</span>
            {step.calls.map((call) => (
              <CallMark key={call.callId} call={call} />
            ))}
            {step.answered ? <span className="nested-answer">{t('pipeline.nested.answer')}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Every nested run of the step drawn (a turn may hold more than one Task call). */
export function NestedRuns() {
  const runs = useTraceViewNow(selectNestedRuns);
  if (runs.length === 0) return null;
  return runs.map((run) => <NestedRunView key={run.scope} run={run} />);
}
