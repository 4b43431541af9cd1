// The export as a backend takes it (#39 item 3): both OTLP/HTTP encodings decode through an OTLP schema
// that is not the serializer's (testing/otlp-trace-request.proto, via protobufjs) to the same request; the
// JSON has no field the proto lacks (no `schemaUrl` inside `resource`); a live call's chat span carries its
// real times, its server, the response's id and model; tool definitions are flat; no credential of the
// endpoint's address is in either encoding.
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { lessonById } from '../lessons/lesson-catalog';
import { runDocumentInProcess } from '../lessons/run-lesson-in-process';
import { SEMCONV_SCHEMA_URL } from './genai-semconv';
import { encodeOtlp, traceToOtlpJson, traceToOtlpProtobuf } from './otlp-export';
import {
  attributesOf,
  decodeOtlpJson,
  decodeOtlpProtobuf,
  resourceSpansOf,
  spansOf,
  type PlainSpan,
} from './testing/otlp-decode';
import {
  CALL_GAP_MS,
  CALL_MS,
  ENDPOINT_SECRETS,
  LIVE_START_UNIX_MS,
  liveLike,
} from './testing/live-like-trace';

async function lessonEvents(id: string): Promise<readonly TraceEvent[]> {
  const run = await runDocumentInProcess(lessonById(id)!.document);
  if (!run.ok) throw new Error(run.reason);
  return run.events;
}

const ms = (nanos: string) => Number(BigInt(nanos) / 1_000_000n);
const operation = (span: PlainSpan) => attributesOf(span)['gen_ai.operation.name'];

describe('OTLP in both encodings, read with the OTLP schema', () => {
  it('gives the same request as JSON and as protobuf, with schema URLs only where the proto has them', async () => {
    const events = liveLike(await lessonEvents('parallel-reads'));
    const fromJson = decodeOtlpJson(traceToOtlpJson(events));
    const fromProtobuf = decodeOtlpProtobuf(traceToOtlpProtobuf(events));
    expect(fromJson).toEqual(fromProtobuf);
    const [resourceSpans] = resourceSpansOf(fromJson);
    expect(resourceSpans!.schemaUrl).toBe(SEMCONV_SCHEMA_URL);
    expect(resourceSpans!.scopeSpans.every((s) => s.schemaUrl === SEMCONV_SCHEMA_URL)).toBe(true);
    expect(spansOf(fromJson).length).toBeGreaterThan(3);
  });

  it('writes no schemaUrl inside resource (the proto’s Resource has no such field)', async () => {
    const json = JSON.parse(traceToOtlpJson(await lessonEvents('parallel-reads'))) as {
      resourceSpans: { resource: Record<string, unknown> }[];
    };
    expect(json.resourceSpans.map((r) => Object.keys(r.resource))).toEqual([
      ['attributes', 'droppedAttributesCount'],
    ]);
  });

  it('names each encoding’s content type', async () => {
    const events = await lessonEvents('parallel-reads');
    expect(encodeOtlp(events, 'http/json').contentType).toBe('application/json');
    expect(encodeOtlp(events, 'http/protobuf').contentType).toBe('application/x-protobuf');
  });
});

describe('a live call’s chat span', () => {
  it('has the recorded wall times, the server, the response’s id and model', async () => {
    const events = liveLike(await lessonEvents('parallel-reads'));
    const spans = spansOf(decodeOtlpProtobuf(traceToOtlpProtobuf(events)));
    const chats = spans.filter((s) => operation(s) === 'chat');
    expect(chats.length).toBeGreaterThan(1);
    for (const [call, chat] of chats.entries()) {
      expect(chat.kind).toBe(3); // SPAN_KIND_CLIENT
      expect(ms(chat.startTimeUnixNano)).toBe(LIVE_START_UNIX_MS + call * CALL_GAP_MS);
      expect(ms(chat.endTimeUnixNano) - ms(chat.startTimeUnixNano)).toBe(CALL_MS);
      expect(attributesOf(chat)).toMatchObject({
        'server.address': 'llm.example.com',
        'server.port': 8443,
        'gen_ai.response.id': `chatcmpl-live-${call}`,
        'gen_ai.response.model': 'gpt-live-2026-01-01',
      });
    }
  });

  it('leaves no credential of the endpoint’s address in either encoding', async () => {
    const events = liveLike(await lessonEvents('parallel-reads'));
    const protobuf = new TextDecoder().decode(traceToOtlpProtobuf(events));
    const json = traceToOtlpJson(events);
    for (const secret of ENDPOINT_SECRETS) {
      expect(json).not.toContain(secret);
      expect(protobuf).not.toContain(secret);
    }
  });

  it('places the other spans from the recorded times: tools after the answer that asked for them', async () => {
    const events = liveLike(await lessonEvents('parallel-reads'));
    const spans = spansOf(decodeOtlpJson(traceToOtlpJson(events)));
    const [root] = spans;
    const chats = spans.filter((s) => operation(s) === 'chat');
    const tools = spans.filter((s) => operation(s) === 'execute_tool');
    const firstAnswer = ms(chats[0]!.endTimeUnixNano);
    const secondCall = ms(chats[1]!.startTimeUnixNano);
    const firstBatch = tools.filter((t) => attributesOf(t)['toolscope.step'] === 1);
    expect(firstBatch.length).toBeGreaterThan(1);
    for (const tool of firstBatch) {
      expect(ms(tool.startTimeUnixNano)).toBeGreaterThanOrEqual(firstAnswer);
      expect(ms(tool.endTimeUnixNano)).toBeLessThanOrEqual(secondCall);
    }
    expect(ms(root!.startTimeUnixNano)).toBe(LIVE_START_UNIX_MS);
    for (const span of spans.slice(1)) {
      expect(ms(span.startTimeUnixNano)).toBeGreaterThanOrEqual(ms(root!.startTimeUnixNano));
      expect(ms(span.endTimeUnixNano)).toBeLessThanOrEqual(ms(root!.endTimeUnixNano));
    }
  });

  it('keeps a Task call around its subagent’s live calls', async () => {
    const events = liveLike(await lessonEvents('subagent-todo'));
    const spans = spansOf(decodeOtlpJson(traceToOtlpJson(events)));
    const task = spans.find((s) => s.name === 'execute_tool Task')!;
    const subagent = spans.find((s) => s.parentSpanId === task.spanId)!;
    const subChats = spans.filter((s) => s.parentSpanId === subagent.spanId && operation(s) === 'chat');
    expect(subChats.length).toBeGreaterThan(0);
    for (const chat of subChats) {
      expect(ms(chat.startTimeUnixNano)).toBeGreaterThanOrEqual(ms(task.startTimeUnixNano));
      expect(ms(chat.endTimeUnixNano)).toBeLessThanOrEqual(ms(task.endTimeUnixNano));
    }
  });

  it('on the virtual time base, ignores the wall times and starts the virtual clock at the epoch', async () => {
    const events = liveLike(await lessonEvents('parallel-reads'));
    const epochMs = Date.UTC(2026, 0, 1);
    const spans = spansOf(decodeOtlpJson(traceToOtlpJson(events, { timeBase: 'virtual', epochMs })));
    expect(ms(spans[0]!.startTimeUnixNano)).toBe(epochMs + events[0]!.timeMs);
    const chats = spans.filter((s) => operation(s) === 'chat');
    expect(chats.every((c) => c.startTimeUnixNano === c.endTimeUnixNano)).toBe(true);
  });
});

describe('gen_ai.tool.definitions', () => {
  it('is the conventions’ flat shape: type, name, description, parameters — no `function` nesting', async () => {
    const events = await lessonEvents('parallel-reads');
    const request = events.find((e) => e.type === 'model-request')!;
    const chat = spansOf(decodeOtlpJson(traceToOtlpJson(events))).find((s) => operation(s) === 'chat')!;
    const definitions = JSON.parse(attributesOf(chat)['gen_ai.tool.definitions'] as string) as unknown[];
    expect(definitions).toEqual(
      request.request.tools.map((tool) => ({
        type: 'function',
        name: tool.function.name,
        description: tool.function.description,
        parameters: tool.function.parameters,
      })),
    );
  });
});
