// Filter the event log by type, tool and step.
import { useTranslation } from '../../i18n/use-translation';
import type { TraceEventType } from '../../../engine';
import { useAppStore } from '../../store/use-app-store';
import { TRACE_EVENT_TYPES, type TraceFilter } from '../../../state/selectors';

export function TraceFilterBar({ tools, steps, shown }: { tools: string[]; steps: number[]; shown: number }) {
  const { t } = useTranslation();
  const filter = useAppStore((s) => s.traceFilter);
  const setFilter = useAppStore((s) => s.setTraceFilter);
  const total = useAppStore((s) => s.events.length);
  return (
    <div className="tab-toolbar trace-filter">
      <label className="select-label">
        <span>{t('trace.type')}</span>
        <select
          value={filter.type}
          onChange={(e) => setFilter({ type: e.target.value as TraceFilter['type'] })}
        >
          <option value="all">{t('trace.any')}</option>
          {TRACE_EVENT_TYPES.map((type: TraceEventType) => (
            // The type as the trace spells it (what a trace file holds and a filter matches), and in words.
            <option key={type} value={type} translate="no">
              {`${type} · ${t(`trace.eventType.${type}`)}`}
            </option>
          ))}
        </select>
      </label>
      <label className="select-label">
        <span>{t('trace.tool')}</span>
        <select value={filter.tool} onChange={(e) => setFilter({ tool: e.target.value })}>
          <option value="">{t('trace.any')}</option>
          {tools.map((tool) => (
            <option key={tool} value={tool} translate="no">
              {tool}
            </option>
          ))}
        </select>
      </label>
      <label className="select-label">
        <span>{t('trace.step')}</span>
        <select
          value={filter.step ?? ''}
          onChange={(e) => setFilter({ step: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{t('trace.any')}</option>
          {steps.map((step) => (
            <option key={step} value={step}>
              {step}
            </option>
          ))}
        </select>
      </label>
      <span className="muted" aria-live="polite">
        {t('trace.shown', { shown, total })}
      </span>
    </div>
  );
}
