// Open a trace saved as JSON lines (from the Trace tab's export or the CLI), and export the current one.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store';
import { parseTraceJsonLines, traceToJsonLines } from '../../state/trace-lines';

export function downloadTrace(events: Parameters<typeof traceToJsonLines>[0]): void {
  const blob = new Blob([traceToJsonLines(events)], { type: 'application/x-ndjson' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'toolscope-trace.jsonl';
  link.click();
  URL.revokeObjectURL(url);
}

export function TraceFileControls() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hasEvents = useAppStore((s) => s.events.length > 0);

  const open = async (file: File) => {
    const parsed = parseTraceJsonLines(await file.text());
    const { loadTrace, setTraceError } = useAppStore.getState();
    if (parsed.ok) loadTrace(parsed.events, { kind: 'file', name: file.name });
    else setTraceError(t('trace.badFile', { name: file.name, line: parsed.line, message: parsed.message }));
  };

  return (
    <div className="trace-file-controls">
      <button type="button" onClick={() => input.current?.click()}>
        {t('trace.open')}
      </button>
      <input
        ref={input}
        type="file"
        accept=".jsonl,.ndjson,application/x-ndjson,application/json"
        hidden
        data-testid="trace-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void open(file);
          event.target.value = '';
        }}
      />
      <button
        type="button"
        disabled={!hasEvents}
        onClick={() => downloadTrace(useAppStore.getState().events)}
      >
        {t('trace.export')}
      </button>
    </div>
  );
}
