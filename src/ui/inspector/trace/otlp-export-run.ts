// What the page's OTLP export does once the person has chosen (OtlpExportDialog.tsx): encode the trace in
// the chosen encoding on the chosen time base, then download it or POST it to a collector. Kept apart from
// the component so its whole path — the lazy load, the encoding, the request — runs in Node's tests against
// a real receiver. The OpenTelemetry packages load on the first export only (their own chunk).
import type { TraceEvent } from '../../../engine';
import type { OtlpPostOutcome } from '../../../session/otlp/otlp-post';
import { OTLP_FILE_NAME, type OtlpProtocol } from '../../../session/otlp/otlp-protocol';
import type { OtlpTimeBase } from '../../../session/otlp/span-clock';

export interface OtlpExportChoice {
  readonly protocol: OtlpProtocol;
  readonly timeBase: OtlpTimeBase;
  /** Where the virtual clock's 0 goes on the virtual time base: an ISO time as typed. */
  readonly epoch: string;
  /** The collector's address as typed; only Send reads it. */
  readonly collector: string;
}

export const DEFAULT_OTLP_CHOICE: OtlpExportChoice = {
  protocol: 'http/json',
  timeBase: 'recorded',
  epoch: '',
  collector: '',
};

export interface OtlpExportIo {
  readonly download: (body: Uint8Array<ArrayBuffer>, fileName: string, type: string) => void;
  readonly send: typeof fetch;
}

export type OtlpExportDone =
  | { readonly kind: 'downloaded'; readonly fileName: string }
  | { readonly kind: 'sent'; readonly outcome: OtlpPostOutcome }
  | { readonly kind: 'bad-epoch'; readonly epoch: string };

export async function runOtlpExport(
  events: readonly TraceEvent[],
  choice: OtlpExportChoice,
  action: 'download' | 'send',
  io: OtlpExportIo,
): Promise<OtlpExportDone> {
  const epochMs = choice.timeBase === 'virtual' ? Date.parse(choice.epoch) : 0;
  if (Number.isNaN(epochMs)) return { kind: 'bad-epoch', epoch: choice.epoch };
  const [{ encodeOtlp }, { postOtlp }] = await Promise.all([
    import('../../../session/otlp/otlp-export'),
    import('../../../session/otlp/otlp-post'),
  ]);
  const encoded = encodeOtlp(events, choice.protocol, { timeBase: choice.timeBase, epochMs });
  if (action === 'send') return { kind: 'sent', outcome: await postOtlp(choice.collector, encoded, io.send) };
  const fileName = OTLP_FILE_NAME[choice.protocol];
  io.download(new Uint8Array(encoded.body), fileName, encoded.contentType);
  return { kind: 'downloaded', fileName };
}
