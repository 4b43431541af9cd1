// Live-session controls for the breakers: make a tool fail its next N calls, and move the virtual clock
// forward (an OPEN breaker lets a probe through once its recovery time has passed). Both are recorded inputs,
// applied at the next phase boundary.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionActions } from '../../store/session-actions';
import { NumberField } from '../../common/NumberField';
import { numberProblem } from '../../common/number-range';
import { CLOCK_ADVANCE_MS, FAULT_COUNT } from './breaker-inputs';

export function BreakerControls({ toolNames }: { toolNames: readonly string[] }) {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const [toolName, setToolName] = useState(toolNames[0] ?? '');
  const [count, setCount] = useState<number>(FAULT_COUNT.initial);
  const [advanceMs, setAdvanceMs] = useState<number>(CLOCK_ADVANCE_MS.initial);
  const countProblem = numberProblem(count, FAULT_COUNT.range);
  const advanceProblem = numberProblem(advanceMs, CLOCK_ADVANCE_MS.range);
  const [notice, setNotice] = useState<string | null>(null);

  const inject = async (event: FormEvent) => {
    event.preventDefault();
    if (countProblem) return;
    const { queued } = await actions.queueInput({
      type: 'fault',
      toolName,
      errorCode: 'EXECUTION_ERROR',
      message: 'Injected failure (fault injection from the Breakers panel).',
      count,
    });
    setNotice(queued ? t('breakers.faultQueued', { count, name: toolName }) : t('workspace.notQueued'));
  };
  const advance = async (event: FormEvent) => {
    event.preventDefault();
    if (advanceProblem) return;
    const { queued } = await actions.queueInput({ type: 'clock-advance', ms: advanceMs });
    setNotice(queued ? t('breakers.clockQueued', { ms: advanceMs }) : t('workspace.notQueued'));
  };

  return (
    <div className="breaker-controls">
      <form onSubmit={(e) => void inject(e)} className="inline-form">
        <label className="select-label">
          <span>{t('breakers.faultTool')}</span>
          <select value={toolName} onChange={(e) => setToolName(e.target.value)}>
            {toolNames.map((name) => (
              <option key={name} translate="no">
                {name}
              </option>
            ))}
          </select>
        </label>
        <NumberField
          className="select-label"
          label={t('breakers.faultCount')}
          value={count}
          range={FAULT_COUNT.range}
          onValue={setCount}
        />
        {t('breakers.faultCountAfter') ? <span>{t('breakers.faultCountAfter')}</span> : null}
        <button type="submit" disabled={countProblem !== null}>
          {t('breakers.inject')}
        </button>
      </form>
      <form onSubmit={(e) => void advance(e)} className="inline-form">
        <NumberField
          className="select-label"
          label={t('breakers.advanceBy')}
          value={advanceMs}
          range={CLOCK_ADVANCE_MS.range}
          onValue={setAdvanceMs}
        />
        <button type="submit" disabled={advanceProblem !== null}>
          {t('breakers.advance')}
        </button>
      </form>
      {notice ? (
        <p className="muted" role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
