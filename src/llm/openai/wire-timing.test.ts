// The wall-clock times a recorded exchange keeps (the OTLP export's real times of a model call): when the
// request went out and when its last byte came back, or, when nothing came back, when the failure was told.
// A fake clock and a fake network, so the times are exact; the local server's real exchange must carry them.
import { describe, expect, it } from 'vitest';
import type { WireExchange } from '../../engine/trace/wire-exchange';
import { useLocalServer } from '../testing/local-server-hooks';
import { readRequest } from '../testing/provider-fixtures';
import { OpenAICompatibleProvider } from './openai-provider';
import { recordWire } from './wire-fetch';

function steppingClock(...times: number[]): () => number {
  let i = 0;
  return () => times[Math.min(i++, times.length - 1)]!;
}

async function drain(response: Response): Promise<void> {
  await response.text();
}

describe('the exchange’s wall-clock times', () => {
  it('start when the request is sent and end at the last byte of a stream', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder();
        controller.enqueue(bytes.encode('data: {"id":"a"}\n\n'));
        controller.enqueue(bytes.encode('data: [DONE]\n\n'));
        controller.close();
      },
    });
    const network = () =>
      Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    // sent 1000, headers 1200, first event 1300, last event 1500; told afterwards at 9000
    const wire = recordWire(
      'chat-completions',
      'k',
      network,
      undefined,
      steppingClock(1000, 1200, 1300, 1500, 9000),
    );
    await drain(
      await wire.fetch('https://api.example.com/v1/chat/completions', { method: 'POST', body: '{}' }),
    );
    expect(wire.exchange()?.timing).toEqual({ startUnixMs: 1000, endUnixMs: 1500 });
  });

  it('end when the failure is told when no answer came', async () => {
    const network = () => Promise.reject(new TypeError('fetch failed'));
    const wire = recordWire('responses', 'k', network, undefined, steppingClock(2000, 2750));
    await expect(wire.fetch('https://api.example.com/v1/responses', { method: 'POST' })).rejects.toThrow();
    expect(wire.exchange()).toMatchObject({ timing: { startUnixMs: 2000, endUnixMs: 2750 } });
  });

  const server = useLocalServer();

  it('are on a real exchange with the local server, in order and around the call', async () => {
    server().enqueue({ type: 'answer', answer: { content: 'Hi.', toolCalls: [] } });
    const provider = new OpenAICompatibleProvider({
      baseURL: server().baseURL,
      apiKey: 'sk-timing-0123456789',
      model: 'gpt-test',
      stream: true,
      api: 'chat-completions',
    });
    const wires: WireExchange[] = [];
    const before = Date.now();
    await provider.complete(readRequest('Say hi', false), {
      signal: new AbortController().signal,
      onWire: (exchange) => wires.push(exchange),
    });
    const after = Date.now();
    const timing = wires[0]!.timing!;
    expect(timing.startUnixMs).toBeGreaterThanOrEqual(before);
    expect(timing.endUnixMs).toBeGreaterThanOrEqual(timing.startUnixMs);
    expect(timing.endUnixMs).toBeLessThanOrEqual(after);
  });
});
