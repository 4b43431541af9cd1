import { describe, expect, it } from 'vitest';
import type { TraceEvent, TraceEventInput } from '../engine/trace/trace-events';
import { traceHash } from './trace-hash';
import { deepArgumentsText } from '../common/testing/hostile-documents';

const base = { step: 1, timeMs: 0 };
const events = (model: string, deltas: number): TraceEvent[] => {
  const list: TraceEventInput[] = [
    { ...base, type: 'step-start', maxSteps: 50 },
    {
      ...base,
      type: 'model-request',
      request: { model, messages: [], tools: [], toolChoice: 'auto', parallelToolCalls: true },
      toolsFingerprint: 'f',
    },
    ...Array.from({ length: deltas }, () => ({
      ...base,
      type: 'model-delta' as const,
      delta: { kind: 'text' as const, text: 'x' },
    })),
    {
      ...base,
      type: 'model-response',
      content: 'hi',
      toolCalls: [],
      finishReason: 'stop',
      wire: {
        api: 'chat-completions',
        request: {
          method: 'POST',
          url: `https://${model}/v1/chat/completions`,
          headers: {},
          body: { model },
        },
        response: { status: 200, headers: {}, chunks: [{ n: 1, data: { model } }] },
      },
    },
  ];
  return list.map((event, seq) => ({ ...event, seq }));
};

describe('traceHash', () => {
  it('ignores streaming deltas, the provider identity and what went over the wire', () => {
    expect(traceHash(events('gpt-4o', 5))).toBe(traceHash(events('scripted', 0)));
  });

  it('changes when what the pipeline did changes', () => {
    const changed = events('m', 0);
    changed[2] = { ...changed[2]!, content: 'bye' } as TraceEvent;
    expect(traceHash(changed)).not.toBe(traceHash(events('m', 0)));
  });

  it('keeps a permission answer but not where it came from', () => {
    const answer = (source: 'user' | 'recorded' | 'cli', value: 'deny' | 'approve-once') =>
      [
        {
          ...base,
          seq: 0,
          type: 'permission-answer',
          requestId: 'ask_1',
          callId: 'c',
          answer: value,
          source,
        },
      ] as TraceEvent[];
    expect(traceHash(answer('user', 'deny'))).toBe(traceHash(answer('recorded', 'deny')));
    expect(traceHash(answer('cli', 'deny'))).not.toBe(traceHash(answer('cli', 'approve-once')));
  });

  it('is a 64-digit hex SHA-256', () => {
    expect(traceHash([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('the trace hash of deep arguments (issue 36)', () => {
  it('hashes a trace holding arguments 10,000 deep, as text and as a value, without overflowing', () => {
    const deepText = deepArgumentsText(10_000);
    const withArguments = (value: unknown): TraceEvent[] =>
      events('m', 0).map((event) =>
        event.type === 'model-response'
          ? ({ ...event, toolCalls: [{ id: 'c', name: 'Echo', arguments: value }] } as unknown as TraceEvent)
          : event,
      );
    const asText = traceHash(withArguments(deepText));
    const asValue = traceHash(withArguments(JSON.parse(deepText)));
    expect(asText).toMatch(/^[0-9a-f]{64}$/);
    expect(asValue).toMatch(/^[0-9a-f]{64}$/);
    expect(asValue).not.toBe(asText);
    expect(traceHash(withArguments(JSON.parse(deepText)))).toBe(asValue);
  });
});
