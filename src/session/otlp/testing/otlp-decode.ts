// Reads an OTLP trace request back through protobufjs and the tests' schema (otlp-trace-request.proto): the
// protobuf bytes decoded, the JSON read strictly — every key must be a field of the message it sits in (so a
// `schemaUrl` inside `resource`, which the proto's Resource has no field for, is an error), ids in hex as
// OTLP/JSON writes them — and both turned into the same plain shape, so a test can say they carry the same.
import { readFileSync } from 'node:fs';
import protobuf from 'protobufjs';

const schema = protobuf.parse(
  readFileSync(new URL('./otlp-trace-request.proto', import.meta.url), 'utf8'),
).root;
const REQUEST = schema.lookupType('otlp.test.ExportTraceServiceRequest');
/** OTLP/JSON writes these bytes fields as hex, not base64 (the OTLP specification's one exception). */
const HEX_FIELDS = new Set(['traceId', 'spanId', 'parentSpanId']);
const PLAIN = { longs: String, enums: Number, bytes: String, defaults: true, arrays: true } as const;

function strict(type: protobuf.Type, value: unknown, at: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${at}: ${type.name} is an object`);
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const field = type.fields[key];
    if (!field) throw new Error(`${at}.${key}: ${type.name} has no field ${key}`);
    field.resolve();
    const one = (item: unknown, where: string): unknown => {
      if (field.resolvedType instanceof protobuf.Type) return strict(field.resolvedType, item, where);
      if (HEX_FIELDS.has(key) && typeof item === 'string') return Uint8Array.from(Buffer.from(item, 'hex'));
      return item;
    };
    out[key] = field.repeated
      ? (inner as unknown[]).map((item, i) => one(item, `${at}.${key}[${i}]`))
      : one(inner, `${at}.${key}`);
  }
  return out;
}

export type PlainRequest = Record<string, unknown>;

export function decodeOtlpProtobuf(bytes: Uint8Array): PlainRequest {
  return REQUEST.toObject(REQUEST.decode(bytes), PLAIN);
}

export function decodeOtlpJson(text: string): PlainRequest {
  const checked = strict(REQUEST, JSON.parse(text), 'request') as Record<string, unknown>;
  return REQUEST.toObject(REQUEST.fromObject(checked), PLAIN);
}

interface PlainAnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string;
  doubleValue?: number;
  arrayValue?: { values: PlainAnyValue[] };
}
export interface PlainSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: PlainAnyValue }[];
  status: { code: number; message: string };
}
interface PlainResourceSpans {
  resource: { attributes: { key: string; value: PlainAnyValue }[] };
  schemaUrl: string;
  scopeSpans: { schemaUrl: string; scope: { name: string }; spans: PlainSpan[] }[];
}

export function resourceSpansOf(request: PlainRequest): PlainResourceSpans[] {
  return request.resourceSpans as PlainResourceSpans[];
}

export function spansOf(request: PlainRequest): PlainSpan[] {
  return resourceSpansOf(request).flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
}

function valueOf(value: PlainAnyValue): unknown {
  if (value.stringValue !== undefined && value.stringValue !== '') return value.stringValue;
  if (value.arrayValue) return value.arrayValue.values.map(valueOf);
  if (value.boolValue) return true;
  if (value.intValue !== undefined && value.intValue !== '0') return Number(value.intValue);
  if (value.doubleValue) return value.doubleValue;
  return value.stringValue ?? value.boolValue ?? Number(value.intValue ?? 0);
}

export function attributesOf(span: PlainSpan): Record<string, unknown> {
  return Object.fromEntries(span.attributes.map((a) => [a.key, valueOf(a.value)]));
}
