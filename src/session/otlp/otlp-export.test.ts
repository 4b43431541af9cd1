// The export through the official serializer, read back: every span the SDK's ReadableSpans held comes out
// of the OTLP/JSON with the same ids, parent, name, kind, times, attributes and status, and the same trace
// always gives the same bytes.
import { describe, expect, it } from 'vitest';
import { hrTimeToNanoseconds } from '@opentelemetry/core';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { LESSONS } from '../lessons/lesson-catalog';
import { runDocumentInProcess } from '../lessons/run-lesson-in-process';
import { GENAI_SEMCONV_VERSION } from './genai-semconv';
import { readableSpansOf, traceToOtlpJson } from './otlp-export';

interface AnyValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values: AnyValue[] };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: AnyValue }[];
  status: { code: number; message?: string };
}

function valueOf(value: AnyValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.arrayValue) return value.arrayValue.values.map(valueOf);
  throw new Error(`unread value ${JSON.stringify(value)}`);
}

function parsed(json: string) {
  const request = JSON.parse(json) as {
    resourceSpans: {
      resource: { attributes: { key: string; value: AnyValue }[] };
      schemaUrl?: string;
      scopeSpans: { scope: { name: string }; schemaUrl?: string; spans: OtlpSpan[] }[];
    }[];
  };
  return request;
}

const projection = (span: ReadableSpan) => ({
  traceId: span.spanContext().traceId,
  spanId: span.spanContext().spanId,
  parentSpanId: span.parentSpanContext?.spanId,
  name: span.name,
  kind: span.kind + 1, // OTLP numbers kinds from 1 (SPAN_KIND_INTERNAL)
  start: String(hrTimeToNanoseconds(span.startTime)),
  end: String(hrTimeToNanoseconds(span.endTime)),
  attributes: span.attributes,
  status: span.status.code,
});

const readBack = (span: OtlpSpan) => ({
  traceId: span.traceId,
  spanId: span.spanId,
  parentSpanId: span.parentSpanId,
  name: span.name,
  kind: span.kind,
  start: span.startTimeUnixNano,
  end: span.endTimeUnixNano,
  attributes: Object.fromEntries(span.attributes.map((a) => [a.key, valueOf(a.value)])),
  status: span.status.code,
});

async function lessonEvents(id: string): Promise<readonly TraceEvent[]> {
  const run = await runDocumentInProcess(LESSONS.find((l) => l.id === id)!.document);
  if (!run.ok) throw new Error(run.reason);
  return run.events;
}

describe('traceToOtlpJson', () => {
  it('round-trips: serialize → parse gives back the same spans', async () => {
    const events = await lessonEvents('circuit-breaker');
    const spans = readableSpansOf(events);
    const request = parsed(traceToOtlpJson(events));
    expect(request.resourceSpans).toHaveLength(1);
    const [resourceSpans] = request.resourceSpans;
    expect(resourceSpans!.schemaUrl).toBe(`https://opentelemetry.io/schemas/${GENAI_SEMCONV_VERSION}`);
    const out = resourceSpans!.scopeSpans.flatMap((s) => s.spans);
    expect(out.map(readBack)).toEqual(spans.map(projection));
    // Ids are W3C-shaped, unique, and every parent is a span of the export.
    const ids = new Set(out.map((s) => s.spanId));
    expect(ids.size).toBe(out.length);
    expect(out.every((s) => /^[0-9a-f]{32}$/.test(s.traceId) && /^[0-9a-f]{16}$/.test(s.spanId))).toBe(true);
    expect(out.every((s) => s.parentSpanId === undefined || ids.has(s.parentSpanId))).toBe(true);
  });

  it('is deterministic: two replays of a session give the same bytes; another trace other ids', async () => {
    const first = traceToOtlpJson(await lessonEvents('optimistic-lock'));
    const second = traceToOtlpJson(await lessonEvents('optimistic-lock'));
    expect(second).toBe(first);
    const other = parsed(traceToOtlpJson(await lessonEvents('parallel-reads')));
    const mine = parsed(first);
    expect(other.resourceSpans[0]!.scopeSpans[0]!.spans[0]!.traceId).not.toBe(
      mine.resourceSpans[0]!.scopeSpans[0]!.spans[0]!.traceId,
    );
  });

  it('puts the virtual clock’s 0 at the epoch given', async () => {
    const events = await lessonEvents('parallel-reads');
    const at = Date.UTC(2026, 0, 1);
    const [root] = parsed(traceToOtlpJson(events, { epochMs: at })).resourceSpans[0]!.scopeSpans[0]!.spans;
    expect(root!.startTimeUnixNano).toBe(`${BigInt(at) * 1_000_000n}`);
  });
});
