// A trace row's step: the main agent's step as `s3`; a Task subagent's event as `↳s2`, its own step counted
// among its own steps, with the agent it belongs to said in full on hover.
import { useTranslation } from '../../i18n/use-translation';
import type { TraceEvent } from '../../../engine';
import { traceStepLabel } from './trace-step-label';

export function TraceStepCell({ event }: { event: TraceEvent }) {
  const { t } = useTranslation();
  if (event.scope === undefined) return <span className="trace-step">{traceStepLabel(event)}</span>;
  return (
    <span
      className="trace-step is-nested"
      title={t('trace.nestedStep', { scope: event.scope, step: event.step })}
    >
      {traceStepLabel(event)}
    </span>
  );
}
