// Open a trace saved as JSON lines (from the Trace tab's export or the CLI), and export the current one. The
// file is read, parsed and checked in a worker (trace-file-port.ts); the page shows how far it got, can stop
// it, and loads the events only once the whole file passed, or says why it was refused.
import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { FilePickerButton } from '../common/FilePickerButton';
import { downloadFile } from '../common/download-file';
import { useSessionActions } from '../store/session-actions';
import { traceToJsonLines } from '../../state/trace-lines';
import { readTraceFile, type TraceFileReading } from '../ports/trace-file-port';
import { useAppServices } from '../store/app-services';
import { traceProblemText } from './trace-problem-text';

export function downloadTrace(events: Parameters<typeof traceToJsonLines>[0]): void {
  downloadFile(traceToJsonLines(events), 'toolscope-trace.jsonl', 'application/x-ndjson');
}

export function TraceFileControls() {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const hasEvents = useAppStore((s) => s.events.length > 0);
  const loadTrace = useAppStore((s) => s.loadTrace);
  const setTraceError = useAppStore((s) => s.setTraceError);
  const [progress, setProgress] = useState<{ name: string; count: number } | null>(null);
  const reading = useRef<TraceFileReading | null>(null);
  const { traceFiles } = useAppServices();

  const open = async (file: File) => {
    reading.current?.cancel(); // a newer choice replaces a read under way
    setProgress({ name: file.name, count: 0 });
    const read = readTraceFile(traceFiles, file, (count) => setProgress({ name: file.name, count }));
    reading.current = read;
    const outcome = await read.result;
    if (reading.current !== read) return;
    reading.current = null;
    setProgress(null);
    if (outcome.ok) loadTrace(outcome.events, { kind: 'file', name: file.name });
    else if (!('cancelled' in outcome))
      setTraceError(
        t('traceFile.refused', { name: file.name, reason: traceProblemText(t, outcome.problem) }),
      );
  };

  return (
    <div className="trace-file-controls">
      <FilePickerButton
        accept=".jsonl,.ndjson,application/x-ndjson,application/json"
        testId="trace-file-input"
        onFiles={([file]) => file && void open(file)}
      >
        {t('trace.open')}
      </FilePickerButton>
      <button type="button" disabled={!hasEvents} onClick={() => downloadTrace(actions.traceEvents())}>
        {t('trace.export')}
      </button>
      {progress ? (
        <span role="status" className="muted" data-testid="trace-file-progress">
          {t('traceFile.reading', { name: progress.name, count: progress.count })}{' '}
          <button
            type="button"
            onClick={() => {
              reading.current?.cancel();
              reading.current = null;
              setProgress(null);
            }}
          >
            {t('traceFile.cancel')}
          </button>
        </span>
      ) : null}
    </div>
  );
}
