// The OTLP export: a trace's GenAI spans (trace-to-spans.ts) as an ExportTraceServiceRequest in OTLP/JSON or
// OTLP/protobuf, serialized by the official @opentelemetry/otlp-transformer (its Json- and
// ProtobufTraceSerializer take the SDK's ReadableSpans), so what Jaeger, Langfuse or Phoenix read is the
// encoding the OpenTelemetry SDK itself sends. Deterministic: ids are SHA-256 of the trace hash and each
// span's key; times are the span clock's (span-clock.ts: recorded wall times, else the virtual clock from an
// epoch). Loaded lazily (the Trace tab's export, the CLI): it is no part of the first screen. Decisions 0407,
// 0820.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { SpanKind, SpanStatusCode, TraceFlags, type HrTime } from '@opentelemetry/api';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { traceHash } from '../trace-hash';
import { GENAI, GENAI_SEMCONV_VERSION, SEMCONV_SCHEMA_URL } from './genai-semconv';
import type { SpanRecord } from './span-record';
import { traceToSpans } from './trace-to-spans';
import type { SpanClockOptions } from './span-clock';
import { OTLP_CONTENT_TYPE, type OtlpProtocol } from './otlp-protocol';

export { GENAI_SEMCONV_VERSION } from './genai-semconv';

export type OtlpExportOptions = SpanClockOptions;

const SCOPE = { name: 'toolscope', version: '1', schemaUrl: SEMCONV_SCHEMA_URL } as const;

function hexId(seed: string, key: string, bytes: number): string {
  return bytesToHex(sha256(utf8ToBytes(`${seed}|${key}`))).slice(0, bytes * 2);
}

function hrTime(ms: number): HrTime {
  const whole = Math.floor(ms);
  const nanos = Math.round((ms - whole) * 1e6);
  return [Math.floor(whole / 1000), (whole % 1000) * 1e6 + nanos];
}

/** The trace's spans as the SDK's ReadableSpans (what an exporter is handed). */
export function readableSpansOf(
  events: readonly TraceEvent[],
  options: OtlpExportOptions = {},
): ReadableSpan[] {
  const records = traceToSpans(events, options);
  const seed = traceHash(events);
  const resource = resourceFromAttributes(
    {
      [GENAI.serviceName]: 'toolscope',
      'toolscope.trace_hash': seed,
      'toolscope.genai_semconv_version': GENAI_SEMCONV_VERSION,
    },
    { schemaUrl: SEMCONV_SCHEMA_URL },
  );
  const spanIdOf = (key: string) => hexId(seed, `span:${key}`, 8);
  const traceIdOf = (key: string) => hexId(seed, `trace:${key}`, 16);
  return records.map((record) => toReadable(record, { resource, spanIdOf, traceIdOf }));
}

interface Ids {
  readonly resource: ReadableSpan['resource'];
  readonly spanIdOf: (key: string) => string;
  readonly traceIdOf: (key: string) => string;
}

function toReadable(record: SpanRecord, ids: Ids): ReadableSpan {
  const traceId = ids.traceIdOf(record.traceKey);
  const startTime = hrTime(record.startMs);
  const endTime = hrTime(record.endMs);
  const context = { traceId, spanId: ids.spanIdOf(record.key), traceFlags: TraceFlags.SAMPLED };
  return {
    name: record.name,
    kind: record.kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL,
    spanContext: () => context,
    ...(record.parentKey === null
      ? {}
      : {
          parentSpanContext: {
            traceId,
            spanId: ids.spanIdOf(record.parentKey),
            traceFlags: TraceFlags.SAMPLED,
            isRemote: false,
          },
        }),
    startTime,
    endTime,
    duration: hrTime(record.endMs - record.startMs),
    status:
      record.status.code === 'error'
        ? { code: SpanStatusCode.ERROR, message: record.status.message ?? '' }
        : { code: SpanStatusCode.UNSET },
    attributes: { ...record.attributes },
    links: [],
    events: [],
    ended: true,
    resource: ids.resource,
    instrumentationScope: SCOPE,
    droppedAttributesCount: 0,
    droppedEventsCount: 0,
    droppedLinksCount: 0,
  };
}

interface JsonRequest {
  readonly resourceSpans?: { resource?: { schemaUrl?: unknown } }[];
}

/**
 * The OTLP/JSON ExportTraceServiceRequest of a trace, as text (what `POST /v1/traces` takes). The JSON
 * serializer also writes the resource's schema URL inside `resource`, where the proto's Resource has no such
 * field (a strict reader refuses it); it stays where the proto has it, on ResourceSpans and ScopeSpans.
 */
export function traceToOtlpJson(events: readonly TraceEvent[], options: OtlpExportOptions = {}): string {
  const bytes = JsonTraceSerializer.serializeRequest(readableSpansOf(events, options));
  if (!bytes) throw new Error('The OTLP serializer returned nothing.');
  const request = JSON.parse(new TextDecoder().decode(bytes)) as JsonRequest;
  for (const resourceSpans of request.resourceSpans ?? []) delete resourceSpans.resource?.schemaUrl;
  return JSON.stringify(request);
}

/** The same request in OTLP/protobuf (binary; the serializer writes the schema URLs where the proto has them). */
export function traceToOtlpProtobuf(
  events: readonly TraceEvent[],
  options: OtlpExportOptions = {},
): Uint8Array {
  const bytes = ProtobufTraceSerializer.serializeRequest(readableSpansOf(events, options));
  if (!bytes) throw new Error('The OTLP serializer returned nothing.');
  return bytes;
}

export interface EncodedOtlp {
  readonly protocol: OtlpProtocol;
  readonly contentType: string;
  readonly body: Uint8Array;
}

/** The request in the chosen OTLP/HTTP encoding, with the content type a collector expects for it. */
export function encodeOtlp(
  events: readonly TraceEvent[],
  protocol: OtlpProtocol,
  options: OtlpExportOptions = {},
): EncodedOtlp {
  const body =
    protocol === 'http/protobuf'
      ? traceToOtlpProtobuf(events, options)
      : new TextEncoder().encode(traceToOtlpJson(events, options));
  return { protocol, contentType: OTLP_CONTENT_TYPE[protocol], body };
}
