import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { PRINTED_EVENT_CHARS, PRINTED_VALUE_CHARS, printableDifference } from './printable-difference';
import { diffRuns } from './run-diff';

const request = (seq: number, history: string) =>
  ({
    seq,
    step: 2,
    timeMs: 0,
    type: 'model-request',
    request: {
      model: 'm',
      messages: [{ role: 'tool', tool_call_id: 'c1', content: history }],
      tools: [],
      toolChoice: 'auto',
      parallelToolCalls: true,
    },
    toolsFingerprint: 'f',
  }) as unknown as TraceEvent;

describe('the first difference as printed', () => {
  it('cuts a 44 KB request to its top-level fields and the differing values, and says so', () => {
    const long = 'x'.repeat(44_000);
    const diff = diffRuns([request(0, long)], [request(0, `${long}y`)]);
    const printed = printableDifference(diff.firstDifference!);
    const line = JSON.stringify(printed);
    expect(line.length).toBeLessThan(2 * PRINTED_EVENT_CHARS);
    expect(printed.fields).toEqual(['request/messages/0/content']);
    expect(printed.values[0]?.path).toBe('request/messages/0/content');
    expect(String(printed.values[0]?.left)).toHaveLength(PRINTED_VALUE_CHARS + 1);
    expect(printed.cut).toMatch(/^left: the event is \d+ characters; .*; right: .*; values: each cut to 200/);
    expect(printed.callIds).toBeUndefined();
  });

  it('prints a short event whole, with nothing said cut', () => {
    const diff = diffRuns([request(0, 'one')], [request(0, 'two')]);
    const printed = printableDifference(diff.firstDifference!);
    expect(printed.cut).toBeUndefined();
    expect(printed.values).toEqual([{ path: 'request/messages/0/content', left: 'one', right: 'two' }]);
    expect(printed.left).toMatchObject({
      type: 'model-request',
      request: { messages: [{ content: 'one' }] },
    });
  });
});
