// A lesson's trace as if each model call had gone over the network: every model-response gets the wire
// exchange a live call records (the address, an SSE answer naming its id and model, the wall times), the
// rest as the lesson ran. The address carries a credential of every kind, so a test can see none leaves.
import type { TraceEvent } from '../../../engine/trace/trace-events';
import type { WireExchange } from '../../../engine/trace/wire-exchange';

export const LIVE_START_UNIX_MS = Date.UTC(2026, 11, 6, 9, 0, 0);
/** Each call starts this long after the one before and takes `CALL_MS`. */
export const CALL_GAP_MS = 60_000;
export const CALL_MS = 2_345;
export const ENDPOINT_SECRETS = [
  'alice:pa55w0rd-secret',
  'tok3nSegment0123456789abcdef',
  'sk-query-0123456789abcdefghij',
];
export const ENDPOINT =
  'https://alice:pa55w0rd-secret@llm.example.com:8443/v1/tok3nSegment0123456789abcdef/chat/completions?api-key=sk-query-0123456789abcdefghij';

function exchange(call: number): WireExchange {
  const startUnixMs = LIVE_START_UNIX_MS + call * CALL_GAP_MS;
  return {
    api: 'chat-completions',
    request: { method: 'POST', url: ENDPOINT, headers: { authorization: 'Bearer [API key]' }, body: {} },
    response: {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      chunks: [
        { n: 1, data: { id: `chatcmpl-live-${call}`, model: 'gpt-live-2026-01-01', choices: [] } },
        { n: 2, data: '[DONE]' },
      ],
    },
    timing: { startUnixMs, endUnixMs: startUnixMs + CALL_MS },
  };
}

export function liveLike(events: readonly TraceEvent[]): TraceEvent[] {
  let call = 0;
  return events.map((event) =>
    event.type === 'model-response' ? { ...event, wire: exchange(call++) } : event,
  );
}
