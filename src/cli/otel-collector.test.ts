// A collector on loopback (node:http) takes `npm run otel -- --endpoint`'s POST in both encodings: each
// arrives at /v1/traces with its content type and decodes, through the OTLP schema, to the trace's spans. A
// collector's refusal and an unreachable one are told in words. (The page's export path meets the same
// collector in ui/inspector/trace/otlp-export-run.test.ts.)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonById } from '../session/lessons/lesson-catalog';
import { OTLP_PROTOCOLS, type OtlpProtocol } from '../session/otlp/otlp-protocol';
import { spansOf } from '../session/otlp/testing/otlp-decode';
import { decodedRequest, collectorOnLoopback } from '../session/otlp/testing/loopback-collector';
import { OTEL_EXIT, otelMain } from './otel';

const collector = collectorOnLoopback();
const { received } = collector;

const dir = mkdtempSync(join(tmpdir(), 'otel-collector-'));
const lessonFile = join(dir, 'lesson.session.json');
writeFileSync(lessonFile, JSON.stringify(lessonById('parallel-reads')!.document));

async function otel(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await otelMain(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

const CONTENT_TYPE: Record<OtlpProtocol, string> = {
  'http/json': 'application/json',
  'http/protobuf': 'application/x-protobuf',
};

describe('the CLI’s --endpoint', () => {
  it.each(OTLP_PROTOCOLS)(
    'POSTs %s to /v1/traces with its content type, and it decodes',
    async (protocol) => {
      const run = await otel(lessonFile, '--protocol', protocol, '--endpoint', collector.base());
      expect(run.code).toBe(OTEL_EXIT.ok);
      expect(run.out).toEqual([]);
      expect(run.err[0]).toBe(`sent to ${collector.base()}/v1/traces: the collector answered 200`);
      expect(received).toHaveLength(1);
      const [got] = received;
      expect(got).toMatchObject({ method: 'POST', url: '/v1/traces', contentType: CONTENT_TYPE[protocol] });
      const spans = spansOf(decodedRequest(got!, protocol));
      expect(spans[0]!.name).toBe('invoke_agent ToolScope agent');
      expect(spans.some((s) => s.name === 'execute_tool Read')).toBe(true);
    },
  );

  it('writes the same bytes with --out as it sends', async () => {
    const file = join(dir, 'trace.otlp.pb');
    expect((await otel(lessonFile, '--protocol', 'http/protobuf', '--out', file)).code).toBe(OTEL_EXIT.ok);
    await otel(lessonFile, '--protocol', 'http/protobuf', '--endpoint', `${collector.base()}/v1/traces`);
    expect(received[0]!.url).toBe('/v1/traces');
    expect(readFileSync(file).equals(received[0]!.body)).toBe(true);
  });

  it('tells a refusal in the collector’s words and exits 3', async () => {
    collector.answerWith(400, '{"code":3,"message":"unknown field schemaUrl"}');
    const run = await otel(lessonFile, '--endpoint', collector.base());
    expect(run.code).toBe(OTEL_EXIT.notSent);
    expect(run.err[0]).toBe(
      `the collector at ${collector.base()}/v1/traces answered 400: {"code":3,"message":"unknown field schemaUrl"}`,
    );
  });

  it('tells an unreachable collector and where to look', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const run = await otel(lessonFile, '--endpoint', `http://127.0.0.1:${port}`);
    expect(run.code).toBe(OTEL_EXIT.notSent);
    expect(run.err[0]).toMatch(
      /^could not reach http:\/\/127\.0\.0\.1:\d+\/v1\/traces \(.+\): is the collector running/,
    );
  });

  it('refuses protobuf with nowhere to put it, and a --protocol it does not know', async () => {
    for (const argv of [
      [lessonFile, '--protocol', 'http/protobuf'],
      [lessonFile, '--protocol', 'grpc'],
      [lessonFile, '--endpoint'],
    ]) {
      const run = await otel(...argv);
      expect(run.code).toBe(OTEL_EXIT.invalid);
      expect(run.err[0]).toMatch(/^invalid: /);
    }
    expect(received).toEqual([]);
  });
});
