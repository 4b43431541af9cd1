// The OTLP export's choices (issue 39, item 3): the span times (recorded, or the virtual clock from a time, as
// the CLI's --epoch), the encoding (OTLP/JSON or OTLP/protobuf), and a collector to send to. What it does is
// otlp-export-run.ts's; this only asks and tells.
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { TraceEvent } from '../../../engine';
import type { OtlpPostOutcome } from '../../../session/otlp/otlp-post';
import { OTLP_PROTOCOLS } from '../../../session/otlp/otlp-protocol';
import { downloadFile } from '../../common/download-file';
import { ModalDialog } from '../../common/ModalDialog';
import {
  DEFAULT_OTLP_CHOICE,
  runOtlpExport,
  type OtlpExportChoice,
  type OtlpExportDone,
} from './otlp-export-run';

type State =
  | { readonly kind: 'idle' | 'busy' }
  | { readonly kind: 'done'; readonly done: OtlpExportDone }
  | { readonly kind: 'failed'; readonly message: string };

const PROTOCOL_LABEL = { 'http/json': 'json', 'http/protobuf': 'protobuf' } as const;

function useOutcomeWords(): (outcome: OtlpPostOutcome) => string {
  const { t } = useTranslation();
  return (outcome) =>
    outcome.ok
      ? t('otlpExport.outcome.sent', { url: outcome.url, status: outcome.status })
      : t(`otlpExport.outcome.${outcome.problem}`, {
          url: outcome.url,
          status: 'status' in outcome ? outcome.status : '',
          detail: 'detail' in outcome ? outcome.detail : '',
        });
}

export function OtlpExportDialog({
  events,
  onClose,
}: {
  readonly events: () => readonly TraceEvent[];
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const outcomeWords = useOutcomeWords();
  const [choice, setChoice] = useState<OtlpExportChoice>(DEFAULT_OTLP_CHOICE);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const choose = (change: Partial<OtlpExportChoice>) => setChoice((before) => ({ ...before, ...change }));

  const run = async (action: 'download' | 'send') => {
    setState({ kind: 'busy' });
    try {
      const done = await runOtlpExport(events(), choice, action, {
        download: downloadFile,
        send: (input, init) => fetch(input, init),
      });
      setState({ kind: 'done', done });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const said = (() => {
    if (state.kind === 'failed')
      return { alert: true, text: t('otlpExport.failed', { message: state.message }) };
    if (state.kind !== 'done') return null;
    const { done } = state;
    if (done.kind === 'downloaded')
      return { alert: false, text: t('otlpExport.downloaded', { fileName: done.fileName }) };
    if (done.kind === 'bad-epoch')
      return { alert: true, text: t('otlpExport.badEpoch', { epoch: done.epoch }) };
    return { alert: !done.outcome.ok, text: outcomeWords(done.outcome) };
  })();

  return (
    <ModalDialog open onClose={onClose} labelledBy="otlp-export-title" className="otlp-export-dialog">
      <div className="lessons-modal-header">
        <h2 id="otlp-export-title">{t('otlpExport.title')}</h2>
        <button type="button" onClick={onClose}>
          {t('otlpExport.close')}
        </button>
      </div>
      <fieldset>
        <legend>{t('otlpExport.timeBase')}</legend>
        <label>
          <input
            type="radio"
            name="otlp-time-base"
            checked={choice.timeBase === 'recorded'}
            onChange={() => choose({ timeBase: 'recorded' })}
          />
          {t('otlpExport.recorded')}
        </label>
        <label>
          <input
            type="radio"
            name="otlp-time-base"
            checked={choice.timeBase === 'virtual'}
            onChange={() => choose({ timeBase: 'virtual' })}
          />
          {t('otlpExport.virtual')}
        </label>{' '}
        <input
          type="text"
          aria-label={t('otlpExport.epoch')}
          placeholder="2026-01-01T00:00:00Z"
          value={choice.epoch}
          disabled={choice.timeBase !== 'virtual'}
          onChange={(event) => choose({ epoch: event.target.value })}
        />
      </fieldset>
      <fieldset>
        <legend>{t('otlpExport.protocol')}</legend>
        {OTLP_PROTOCOLS.map((protocol) => (
          <label key={protocol}>
            <input
              type="radio"
              name="otlp-protocol"
              checked={choice.protocol === protocol}
              onChange={() => choose({ protocol })}
            />
            {t(`otlpExport.${PROTOCOL_LABEL[protocol]}`)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('otlpExport.collector')}{' '}
        <input
          type="url"
          placeholder="http://localhost:4318"
          value={choice.collector}
          onChange={(event) => choose({ collector: event.target.value })}
        />
      </label>
      <p className="muted">{t('otlpExport.collectorHint')}</p>
      <div>
        <button type="button" disabled={state.kind === 'busy'} onClick={() => void run('download')}>
          {t('otlpExport.download')}
        </button>{' '}
        <button
          type="button"
          disabled={state.kind === 'busy' || choice.collector.trim() === ''}
          onClick={() => void run('send')}
        >
          {t('otlpExport.send')}
        </button>
      </div>
      {state.kind === 'busy' ? <p role="status">{t('otlpExport.busy')}</p> : null}
      {said ? (
        <p role={said.alert ? 'alert' : 'status'} className={said.alert ? 'sessions-problem' : 'muted'}>
          {said.text}
        </p>
      ) : null}
    </ModalDialog>
  );
}
