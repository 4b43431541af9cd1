// A failed model call keeps the session usable (issue 39): the step waits at its model-error, Step (or Run,
// Step over) sends the same request again, Stop gives up, and a Send gives up and goes on with the new
// message. The decision is recorded by the failure's number, so the exported session replays to the same
// trace — the failure, the retry and the answer — with no endpoint at all. Through the host, as the page
// drives it, against the test server speaking to the real SDK.
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

const KEY = 'sk-retry-0123456789abcdef';
const channels: HostChannel[] = [];
const servers: OpenAICompatibleServer[] = [];
afterEach(async () => {
  for (const channel of channels.splice(0)) channel.close();
  for (const server of servers.splice(0)) await server.close();
});

async function liveSession(messages: readonly string[] = ['Hi.']) {
  const server = await startOpenAICompatibleServer();
  servers.push(server);
  const channel = connectHost();
  channels.push(channel);
  const spec: RunSpec = {
    ...scriptedSpec([], { messages }),
    provider: {
      kind: 'endpoint',
      api: 'chat-completions',
      model: 'm',
      baseURL: server.baseURL,
      stream: true,
    },
  };
  const credential = credentialFor(server.baseURL, KEY)!;
  const secrets = [{ source: 'provider-keys' as const, label: '[API key]', values: [KEY] }];
  await channel.client.call('load', { spec, mode: 'live', credential, secrets, start: 'run' });
  return { server, ...channel };
}

/** The test server answers over real HTTP on a busy machine: wait in time, not in round trips. */
const soon = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 20_000 });

/**
 * What a replay must reproduce, as the trace hash reads it: every event but the streamed deltas (a recording
 * replays whole answers, so their count and the seqs after them differ), in order.
 */
const counted = (events: readonly TraceEvent[]) =>
  events.filter((e) => e.type !== 'model-delta').map(({ seq: _seq, ...event }) => event);

const types = (events: readonly TraceEvent[]) =>
  events.filter((e) => e.type !== 'model-delta' && e.scope === undefined).map((e) => e.type);

async function replayed(spec: RunSpec): Promise<TraceEvent[]> {
  const channel = connectHost();
  channels.push(channel);
  await channel.client.call('load', { spec, mode: 'replay', start: 'run' });
  await channel.client.call('start', {});
  await soon(() => channel.statuses.at(-1)?.phase === 'finished');
  await soon(() => channel.trace.at(-1)?.type === 'run-end');
  return channel.trace;
}

describe('a failed model call waits for the person', () => {
  it('a 429 mid-run: shown with its headers, retried by Step with the same request, recorded and replayed', async () => {
    const { server, client, statuses, trace } = await liveSession();
    server.enqueue(
      { type: 'failure', failure: { kind: 'rate-limited', retryAfter: '3' } },
      { type: 'answer', answer: { content: 'Hello.' } },
    );
    await client.call('start', {});
    await soon(() => statuses.at(-1)?.waiting?.kind === 'failed-call');
    const waiting = statuses.at(-1)!;
    // The run is not over: it rests at the failure, paused, and Step / Run can go on from here.
    expect(waiting).toMatchObject({
      phase: 'running',
      paused: true,
      waiting: { kind: 'failed-call', call: { failure: 1, step: 1, error: { kind: 'rate-limited' } } },
    });
    const failed = trace.find((e) => e.type === 'model-error');
    expect(failed).toMatchObject({ failure: 1, kind: 'rate-limited', status: 429, retryAfterMs: 3000 });
    if (failed?.type !== 'model-error') throw new Error('no model-error');
    expect(failed.wire?.response?.headers).toMatchObject({
      'retry-after': '3',
      'x-request-id': 'req_test_1',
    });
    expect(failed.wire?.response?.body).toMatchObject({ error: { code: 'rate_limit_exceeded' } });
    expect(types(trace)).not.toContain('step-end');

    await client.call('control', { command: 'step-over' });
    await soon(() => statuses.at(-1)?.phase === 'finished');
    await soon(() => trace.at(-1)?.type === 'run-end');
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.body).toEqual(server.requests[0]!.body);
    expect(types(trace)).toEqual([
      'run-start',
      'step-start',
      'schema-build',
      'model-request',
      'model-error',
      'model-request',
      'model-response',
      'history-append',
      'step-end',
      'run-end',
    ]);
    expect(trace.at(-1)).toMatchObject({ reason: 'final-answer', finalText: 'Hello.' });

    const kept = (await client.call('exportSpec', {})) as RunSpec;
    expect(kept.inputs).toEqual([{ type: 'call-retry', failure: 1, answer: 'retry' }]);
    expect(kept.cassette?.entries.map((entry) => entry.outcome.ok)).toEqual([false, true]);
    expect(JSON.stringify(kept)).not.toContain(KEY);
    const again = await replayed(kept);
    expect(counted(again)).toEqual(counted(trace));
    expect(again.find((e) => e.type === 'model-error')).toMatchObject({ wire: failed.wire });
  });

  it('Stop gives up: the run ends with the failure, and a replay ends there too', async () => {
    const { server, client, statuses, trace } = await liveSession();
    server.enqueue({ type: 'failure', failure: { kind: 'server-error' } });
    await client.call('start', {});
    await soon(() => statuses.at(-1)?.waiting?.kind === 'failed-call');
    await client.call('control', { command: 'stop' });
    await soon(() => statuses.at(-1)?.phase === 'finished');
    await soon(() => trace.at(-1)?.type === 'run-end');
    expect(server.requests).toHaveLength(1);
    expect(trace.at(-1)).toMatchObject({
      reason: 'error',
      error: 'The endpoint failed with a server error (500).',
    });
    const kept = (await client.call('exportSpec', {})) as RunSpec;
    expect(kept.inputs).toEqual([{ type: 'call-retry', failure: 1, answer: 'give-up' }]);
    expect(counted(await replayed(kept))).toEqual(counted(trace));
  });

  it('Send gives up on the failed call and runs the new message; failures are numbered across runs', async () => {
    const { server, client, statuses, trace } = await liveSession();
    server.enqueue(
      {
        type: 'failure',
        failure: { kind: 'cut-mid-chunk', answer: { content: 'Half an answer.' }, afterEvents: 1 },
      },
      { type: 'failure', failure: { kind: 'unauthorized' } },
      { type: 'answer', answer: { content: 'Second answer.' } },
    );
    await client.call('start', {});
    await soon(() => statuses.at(-1)?.waiting?.kind === 'failed-call');
    expect(trace.find((e) => e.type === 'model-error')).toMatchObject({ kind: 'stream-cut' });
    expect(await client.call('send', { message: 'Try again, differently.' })).toEqual({ started: true });
    await soon(() => statuses.at(-1)?.waiting?.kind === 'failed-call');
    expect(statuses.at(-1)?.waiting).toMatchObject({ call: { failure: 2, error: { kind: 'auth' } } });
    await client.call('control', { command: 'run' });
    await soon(() => statuses.at(-1)?.phase === 'finished');
    await soon(() => trace.filter((e) => e.type === 'run-end').length === 2);
    expect(trace.filter((e) => e.type === 'run-end')).toMatchObject([
      { reason: 'error' },
      { reason: 'final-answer', finalText: 'Second answer.' },
    ]);
    const kept = (await client.call('exportSpec', {})) as RunSpec;
    expect(kept.inputs).toEqual([
      { type: 'call-retry', failure: 1, answer: 'move-on' },
      { type: 'call-retry', failure: 2, answer: 'retry' },
    ]);
    expect(counted(await replayed(kept))).toEqual(counted(trace));
  });
});
