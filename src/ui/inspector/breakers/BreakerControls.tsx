// Live-session controls for the breakers: make a tool fail its next N calls, and move the virtual clock
// forward (an OPEN breaker lets a probe through once its recovery time has passed). Both are recorded inputs,
// applied at the next phase boundary.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../state/app-store';

export function BreakerControls({ toolNames }: { toolNames: readonly string[] }) {
  const { t } = useTranslation();
  const [toolName, setToolName] = useState(toolNames[0] ?? '');
  const [count, setCount] = useState(2);
  const [advanceMs, setAdvanceMs] = useState(300_000);
  const [notice, setNotice] = useState<string | null>(null);
  const port = useAppStore((s) => s.runtimePort);

  const inject = async (event: FormEvent) => {
    event.preventDefault();
    const queued = await port?.input({
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
    const queued = await port?.input({ type: 'clock-advance', ms: advanceMs });
    setNotice(queued ? t('breakers.clockQueued', { ms: advanceMs }) : t('workspace.notQueued'));
  };

  return (
    <div className="breaker-controls">
      <form onSubmit={(e) => void inject(e)} className="inline-form">
        <label className="select-label">
          <span>{t('breakers.faultTool')}</span>
          <select value={toolName} onChange={(e) => setToolName(e.target.value)}>
            {toolNames.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label className="select-label">
          <span>{t('breakers.faultCount')}</span>
          <input
            type="number"
            min={1}
            max={20}
            value={count}
            onChange={(e) => setCount(Number(e.target.value))}
          />
        </label>
        <button type="submit">{t('breakers.inject')}</button>
      </form>
      <form onSubmit={(e) => void advance(e)} className="inline-form">
        <label className="select-label">
          <span>{t('breakers.advanceBy')}</span>
          <input
            type="number"
            min={1}
            step={1000}
            value={advanceMs}
            onChange={(e) => setAdvanceMs(Number(e.target.value))}
          />
        </label>
        <button type="submit">{t('breakers.advance')}</button>
      </form>
      {notice ? (
        <p className="muted" role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
