// "Export OTLP JSON": the trace as OpenTelemetry GenAI spans, for Jaeger, Langfuse or Phoenix, at once with
// the defaults (OTLP/JSON, recorded times); "OTLP…" beside it opens the dialog with every choice. The mapping
// and the OpenTelemetry serializer load only on the click (a chunk of their own, not the first screen's), and so
// does the dialog, when first opened (issue 37: the first screen's JavaScript).
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { TraceEvent } from '../../../engine';
import { downloadFile } from '../../common/download-file';
import { GENAI_SEMCONV_VERSION } from '../../../session/otlp/semconv-version';
import { DEFAULT_OTLP_CHOICE, runOtlpExport } from './otlp-export-run';
import { lazyPart } from '../../common/lazy-part';

const OtlpExportDialog = lazyPart(
  'otlpExport',
  () => import('./OtlpExportDialog').then((m) => m.OtlpExportDialog),
  () => import('../../i18n/parts/otlp-export').then((m) => [m.otlpExportWords]),
);

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
  const [choosing, setChoosing] = useState(false);

  const exportOtlp = async () => {
    setState({ kind: 'busy' });
    try {
      const io = { download: downloadFile, send: () => Promise.reject(new Error('not sending')) };
      await runOtlpExport(events(), DEFAULT_OTLP_CHOICE, 'download', io);
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
      <button
        type="button"
        disabled={!hasEvents}
        title={t('otlpExport.openHint')}
        onClick={() => setChoosing(true)}
      >
        {t('otlpExport.open')}
      </button>
      {choosing ? <OtlpExportDialog events={events} onClose={() => setChoosing(false)} /> : null}
      {state.kind === 'failed' ? (
        <span role="alert" className="muted">
          {t('trace.exportOtlpFailed', { message: state.message })}
        </span>
      ) : null}
    </>
  );
}
