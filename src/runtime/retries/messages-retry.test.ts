// The failed-call retry (decision 0735) over Anthropic Messages, through the host as the page drives it and
// the local server's Messages route: a 401 that quotes the key back and a 529 overloaded_error each leave the
// step waiting with the call's wire data (the key scrubbed by the runtime), Step over sends the same request
// again, and the exported session — its key absent — replays failures, retries and answer to the same trace.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TraceEvent } from '../../engine';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../../llm/testing/openai-compatible-server';
import { credentialFor } from '../providers/endpoint-credential';
import type { RunSpec } from '../spec/run-spec';
import { connectHost, type HostChannel } from '../testing/host-channel';
import { scriptedSpec } from '../testing/spec-builders';

const KEY = 'sk-ant-retry-0123456789abcdef';
const channels: HostChannel[] = [];
let server: OpenAICompatibleServer | undefined;
afterEach(async () => {
  for (const channel of channels.splice(0)) channel.close();
  await server?.close();
  server = undefined;
});

const soon = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 20_000 });
const counted = (events: readonly TraceEvent[]) =>
  events.filter((e) => e.type !== 'model-delta').map(({ seq: _seq, ...event }) => event);

describe('a failed Messages call waits for the person', () => {
  it('401 echoing the key, then 529 overloaded: each retried by Step over, recorded and replayed', async () => {
    server = await startOpenAICompatibleServer();
    const channel = connectHost();
    channels.push(channel);
    const { client, statuses, trace } = channel;
    const spec: RunSpec = {
      ...scriptedSpec([], { messages: ['Hi.'] }),
      provider: {
        kind: 'endpoint',
        api: 'anthropic-messages',
        model: 'claude-test',
        baseURL: server.baseURL,
        stream: true,
      },
    };
    server.enqueue(
      { type: 'echo-key' },
      { type: 'failure', failure: { kind: 'overloaded' } },
      { type: 'answer', answer: { content: 'Hello.' } },
    );
    const credential = credentialFor(server.baseURL, KEY)!;
    const secrets = [{ source: 'provider-keys' as const, label: '[API key]', values: [KEY] }];
    await client.call('load', { spec, mode: 'live', credential, secrets, start: 'run' });
    await client.call('start', {});

    await soon(() => statuses.at(-1)?.waiting?.kind === 'failed-call');
    const first = trace.find((e) => e.type === 'model-error');
    expect(first).toMatchObject({ failure: 1, kind: 'auth', status: 401 });
    if (first?.type !== 'model-error') throw new Error('no model-error');
    expect(first.wire?.response?.body).toMatchObject({ error: { message: 'invalid x-api-key: [API key]' } });
    expect(first.wire?.request.headers['x-api-key']).toBe('[API key]');

    await client.call('control', { command: 'step-over' });
    await soon(() => trace.filter((e) => e.type === 'model-error').length === 2);
    await soon(() => statuses.at(-1)?.waiting?.kind === 'failed-call');
    expect(trace.filter((e) => e.type === 'model-error').at(-1)).toMatchObject({
      failure: 2,
      kind: 'server',
      status: 529,
    });

    await client.call('control', { command: 'step-over' });
    await soon(() => trace.at(-1)?.type === 'run-end');
    expect(trace.at(-1)).toMatchObject({ reason: 'final-answer', finalText: 'Hello.' });
    expect(server.requests).toHaveLength(3);
    expect(server.requests[2]!.body).toEqual(server.requests[0]!.body);

    const kept = (await client.call('exportSpec', {})) as RunSpec;
    expect(kept.inputs).toEqual([
      { type: 'call-retry', failure: 1, answer: 'retry' },
      { type: 'call-retry', failure: 2, answer: 'retry' },
    ]);
    expect(JSON.stringify([kept, trace])).not.toContain(KEY);

    const replay = connectHost();
    channels.push(replay);
    await replay.client.call('load', { spec: kept, mode: 'replay', start: 'run' });
    await replay.client.call('start', {});
    await soon(() => replay.trace.at(-1)?.type === 'run-end');
    expect(counted(replay.trace)).toEqual(counted(trace));
  });
});
