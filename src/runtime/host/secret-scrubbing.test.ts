// A secret the page knows never enters what the runtime records or releases: not when an endpoint echoes it
// in a 401, not when a person types it into a message or a file, not when the model writes it into a file.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KnownSecrets } from '../../common/secrets/known-secrets';
import { startOpenAICompatibleServer } from '../../llm/testing/openai-compatible-server';
import { credentialFor } from '../providers/endpoint-credential';
import type { RunSpec } from '../spec/run-spec';
import { connectHost, until, type HostChannel } from '../testing/host-channel';
import { fetchLogTool, scriptedSpec } from '../testing/spec-builders';

const KEY = 'sk-echo-0123456789abcdefghij';
const LATER_KEY = 'sk-later-abcdefghijklmnopqr';
const keys = (...values: string[]): KnownSecrets => [{ source: 'provider-keys', label: '[API key]', values }];

const channels: HostChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

function connect() {
  const channel = connectHost();
  channels.push(channel);
  return channel;
}

describe('the runtime scrubs the secrets the page knows', () => {
  it('from an endpoint that echoes the key in its 401, and from the message a person pasted it into', async () => {
    const server = await startOpenAICompatibleServer({ fallback: () => ({ type: 'echo-key' }) });
    try {
      const { client, trace, statuses } = connect();
      const spec: RunSpec = {
        ...scriptedSpec([], {
          messages: [`Here is my key: ${KEY}`],
          // A tool described with the key in it (the Tools tab takes any text): loaded scrubbed.
          userDefined: [{ ...fetchLogTool('log'), description: `Fetch the log; auth ${KEY}.` }],
        }),
        provider: {
          kind: 'endpoint',
          api: 'chat-completions',
          model: 'm',
          baseURL: server.baseURL,
          stream: false,
        },
      };
      const credential = credentialFor(server.baseURL, KEY)!;
      await client.call('load', { spec, mode: 'live', credential, secrets: keys(KEY) });
      await client.call('start', {});
      await client.call('control', { command: 'run' });
      // The 401 waits for a retry (decision 0735): Stop gives up, and the run ends with it.
      await vi.waitFor(() => expect(statuses.at(-1)?.waiting?.kind).toBe('failed-call'), { timeout: 20_000 });
      await client.call('control', { command: 'stop' });
      await vi.waitFor(() => expect(statuses.at(-1)?.phase).toBe('finished'), { timeout: 20_000 });
      await until(() => trace.at(-1)?.type === 'run-end', client);

      // The endpoint got the key where it belongs, and the scrubbed message: the echo came from the header.
      expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(JSON.stringify(server.requests[0]?.body)).toContain('Here is my key: [API key]');
      expect(JSON.stringify(server.requests[0]?.body)).toContain('auth [API key].');
      expect(JSON.stringify(server.requests[0]?.body)).not.toContain(KEY);
      const recorded = JSON.stringify([trace, statuses, await client.call('recordedState', {})]);
      expect(recorded).toContain('Incorrect API key provided: [API key]');
      expect(recorded).not.toContain(KEY);
    } finally {
      await server.close();
    }
  });

  it('from a key learned while the session is open: messages, edits and what the model writes', async () => {
    const { client, trace, statuses } = connect();
    const spec = scriptedSpec(
      [
        { toolCalls: [{ name: 'Write', arguments: { path: 'model.txt', content: `key=${LATER_KEY}\n` } }] },
        { content: `Wrote ${LATER_KEY}.` },
      ],
      { messages: [], tools: ['Write', 'Read'] },
    );
    await client.call('load', { spec, mode: 'live' });
    await client.call('start', {});
    await client.call('setSecrets', { secrets: keys(LATER_KEY) });
    await client.call('input', {
      input: {
        type: 'workspace-edit',
        source: 'editor',
        changes: [{ type: 'file', path: 'typed.txt', encoding: 'utf8', content: `${LATER_KEY}\n` }],
      },
    });
    await client.call('send', { message: `Use ${LATER_KEY} please` });
    await client.call('control', { command: 'run' });
    await vi.waitFor(() => expect(statuses.at(-1)?.phase).toBe('finished'), { timeout: 20_000 });
    await until(() => trace.at(-1)?.type === 'run-end', client);

    const listing = await client.call('workspace', {});
    const typed = await client.call('workspaceFile', { seq: listing!.at, path: 'typed.txt' });
    const written = await client.call('workspaceFile', { seq: listing!.at, path: 'model.txt' });
    expect(typed).toMatchObject({ content: '[API key]\n' });
    expect(written).toMatchObject({ content: 'key=[API key]\n' });
    const recorded = JSON.stringify([trace, await client.call('exportSpec', {})]);
    expect(recorded).toContain('Use [API key] please');
    expect(recorded).not.toContain(LATER_KEY);
  });

  it('forgets a key the page no longer knows, and never a value shorter than the minimum', async () => {
    const { client, trace } = connect();
    await client.call('load', { spec: scriptedSpec([{ content: 'ok' }], { messages: [] }), mode: 'live' });
    await client.call('start', {});
    await client.call('setSecrets', { secrets: keys(LATER_KEY) });
    // The list replaces the one before: the key is forgotten, and the short value is never scrubbed.
    await client.call('setSecrets', { secrets: keys('short-key') });
    await client.call('send', { message: `${LATER_KEY} short-key` });
    await client.call('control', { command: 'run' });
    await until(() => trace.at(-1)?.type === 'run-end', client);
    expect(JSON.stringify(await client.call('exportSpec', {}))).toContain(`${LATER_KEY} short-key`);
  });
});
