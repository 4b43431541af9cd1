// The page's OTLP export path, run in Node against a collector on loopback: both encodings arrive at
// /v1/traces with their content types and decode, through the OTLP schema, to what the export encodes (the
// CLI's --endpoint sends the same: src/cli/otel-collector.test.ts); a download gets the encoding's name and
// type; an address holding a credential or a key is refused before anything is sent, and a key the device
// knows never reaches the collector.
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../../engine';
import { lessonById } from '../../../session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../../../session/lessons/run-lesson-in-process';
import { encodeOtlp } from '../../../session/otlp/otlp-export';
import { OTLP_PROTOCOLS } from '../../../session/otlp/otlp-protocol';
import { decodedRequest, collectorOnLoopback } from '../../../session/otlp/testing/loopback-collector';
import { decodeOtlpJson, decodeOtlpProtobuf } from '../../../session/otlp/testing/otlp-decode';
import { outboundTrace } from '../../../state/ways-out';
import { DEFAULT_OTLP_CHOICE, runOtlpExport } from './otlp-export-run';

const collector = collectorOnLoopback();
const { received } = collector;
const pageIo = { download: () => undefined, send: fetch };

async function lessonEvents(): Promise<readonly TraceEvent[]> {
  const run = await runDocumentInProcess(lessonById('parallel-reads')!.document);
  if (!run.ok) throw new Error(run.reason);
  return run.events;
}

describe('the page’s OTLP export', () => {
  it.each(OTLP_PROTOCOLS)('POSTs %s to the collector’s /v1/traces', async (protocol) => {
    const events = await lessonEvents();
    const done = await runOtlpExport(
      events,
      { ...DEFAULT_OTLP_CHOICE, protocol, collector: `${collector.base()}/` },
      'send',
      pageIo,
    );
    expect(done).toEqual({
      kind: 'sent',
      outcome: { ok: true, url: `${collector.base()}/v1/traces`, status: 200 },
    });
    const [got] = received;
    expect(got).toMatchObject({
      method: 'POST',
      url: '/v1/traces',
      contentType: encodeOtlp(events, protocol).contentType,
    });
    const expected = encodeOtlp(events, protocol).body;
    expect(decodedRequest(got!, protocol)).toEqual(
      protocol === 'http/json'
        ? decodeOtlpJson(new TextDecoder().decode(expected))
        : decodeOtlpProtobuf(expected),
    );
  });

  it('tells the collector’s refusal with its status and words', async () => {
    collector.answerWith(415, 'unsupported content type');
    const done = await runOtlpExport(
      await lessonEvents(),
      { ...DEFAULT_OTLP_CHOICE, collector: collector.base() },
      'send',
      pageIo,
    );
    expect(done).toMatchObject({
      kind: 'sent',
      outcome: { ok: false, problem: 'refused', status: 415, detail: 'unsupported content type' },
    });
  });

  it('downloads the chosen encoding under its own name and type, sending nothing', async () => {
    const files: { name: string; type: string; size: number }[] = [];
    const done = await runOtlpExport(
      await lessonEvents(),
      { ...DEFAULT_OTLP_CHOICE, protocol: 'http/protobuf' },
      'download',
      { ...pageIo, download: (body, name, type) => files.push({ name, type, size: body.byteLength }) },
    );
    expect(done).toEqual({ kind: 'downloaded', fileName: 'toolscope-trace.otlp.pb' });
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['toolscope-trace.otlp.pb', 'application/x-protobuf'],
    ]);
    expect(files[0]!.size).toBeGreaterThan(100);
    expect(received).toEqual([]);
  });

  it('says so when the virtual clock’s start is not a time', async () => {
    const done = await runOtlpExport(
      await lessonEvents(),
      { ...DEFAULT_OTLP_CHOICE, timeBase: 'virtual', epoch: 'tomorrow', collector: collector.base() },
      'send',
      pageIo,
    );
    expect(done).toEqual({ kind: 'bad-epoch', epoch: 'tomorrow' });
    expect(received).toEqual([]);
  });

  it('sends no key the device knows, and no address holding a credential or a key', async () => {
    const KEY = 'sk-device-0123456789abcdefghijkl';
    const events = (await lessonEvents()).map((event) =>
      event.type === 'run-start' ? { ...event, userMessage: `Why does ${KEY} fail?` } : event,
    );
    // As the Trace tab hands the trace over: through the device's scrubber (state/ways-out.ts).
    const outbound = outboundTrace({
      events,
      providerKeys: { [collector.base()]: { apiKey: KEY, remember: false } },
    });
    for (const protocol of OTLP_PROTOCOLS) {
      const choice = { ...DEFAULT_OTLP_CHOICE, protocol, collector: collector.base() };
      await runOtlpExport(outbound, choice, 'send', pageIo);
    }
    expect(received).toHaveLength(2);
    for (const got of received) {
      expect(got.body.toString('latin1')).not.toContain(KEY);
      expect(got.url).not.toContain(KEY);
    }
    received.length = 0;
    for (const address of [
      `${collector.base()}/?x=${KEY}`,
      `${collector.base()}/${KEY}`,
      'http://user:pa55word@127.0.0.1:1/',
      `${collector.base()}/?api-key=abc123`,
    ]) {
      const done = await runOtlpExport(
        outbound,
        { ...DEFAULT_OTLP_CHOICE, collector: address },
        'send',
        pageIo,
      );
      expect(done).toMatchObject({ kind: 'sent', outcome: { ok: false, problem: 'credential' } });
      expect(JSON.stringify(done)).not.toContain(KEY);
    }
    expect(received).toEqual([]);
  });
});
