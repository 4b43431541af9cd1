import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { selectExchangeView } from './exchange-view';

const base = { step: 1, timeMs: 0 };
const events: TraceEvent[] = [
  {
    ...base,
    seq: 0,
    type: 'model-request',
    toolsFingerprint: 'f',
    request: { model: 'm', messages: [], tools: [], toolChoice: 'auto', parallelToolCalls: true },
  },
  { ...base, seq: 1, type: 'model-delta', delta: { kind: 'text', text: 'Let me ' } },
  { ...base, seq: 2, type: 'model-delta', delta: { kind: 'text', text: 'look.' } },
  {
    ...base,
    seq: 3,
    type: 'model-delta',
    delta: { kind: 'tool-call', index: 0, id: 'c1', name: 'Read', argumentsFragment: '{"pa' },
  },
  {
    ...base,
    seq: 4,
    type: 'model-delta',
    delta: { kind: 'tool-call', index: 0, argumentsFragment: 'th":"a"}' },
  },
  {
    ...base,
    seq: 5,
    type: 'model-response',
    content: 'Let me look.',
    toolCalls: [{ id: 'c1', name: 'Read', arguments: '{"path":"a"}' }],
    finishReason: 'tool_calls',
  },
];

describe('exchange view', () => {
  it('assembles the streamed text and tool-call fragments while the response is still arriving', () => {
    const view = selectExchangeView(events.slice(0, 5));
    expect(view.response).toBeNull();
    expect(view.deltaCount).toBe(4);
    expect(view.streamedText).toBe('Let me look.');
    expect(view.streamedCalls).toEqual([{ index: 0, id: 'c1', name: 'Read', arguments: '{"path":"a"}' }]);
  });

  it('shows the response once it has arrived', () => {
    expect(selectExchangeView(events).response?.seq).toBe(5);
  });
});
