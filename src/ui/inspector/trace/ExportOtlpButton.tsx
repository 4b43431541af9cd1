// "Export OTLP JSON": the trace as OpenTelemetry GenAI spans, for Jaeger, Langfuse or Phoenix. The mapping
// and the OpenTelemetry serializer load only on the click (a chunk of their own, not the first screen's).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TraceEvent } from '../../../engine';
import { downloadFile } from '../../common/download-file';
import { GENAI_SEMCONV_VERSION } from '../../../session/otlp/semconv-version';

/** `events`: the trace as it leaves the device (asked on the click, known secrets scrubbed). */
export function ExportOtlpButton({
  hasEvents,
  events,
}: {
  readonly hasEvents: boolean;
  readonly events: () => readonly TraceEvent[];
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });

  const exportOtlp = async () => {
    setState({ kind: 'busy' });
    try {
      const { traceToOtlpJson } = await import('../../../session/otlp/otlp-export');
      downloadFile(traceToOtlpJson(events()), 'toolscope-trace.otlp.json', 'application/json');
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <button
        type="button"
        disabled={!hasEvents || state.kind === 'busy'}
        title={t('trace.exportOtlpHint', { version: GENAI_SEMCONV_VERSION })}
        onClick={() => void exportOtlp()}
      >
        {t('trace.exportOtlp')}
      </button>
      {state.kind === 'failed' ? (
        <span role="alert" className="muted">
          {t('trace.exportOtlpFailed', { message: state.message })}
        </span>
      ) : null}
    </>
  );
}
