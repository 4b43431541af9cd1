// The page's MCP path through the runtime worker's host, against the real server-everything on loopback:
// "Connect an MCP server…" lists its tools through the host (with the person's token sent, and scrubbed from
// any failure), and a session loaded with that server calls it live (the worker's runtime has a live MCP
// caller, as the Node runtime has), then replays from its record. Never calls get-env.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { startEverythingServer, type EverythingServer } from '../../common/testing/everything-server';
import type { McpToolListing } from '../../tools/mcp/mcp-server-spec';
import { connectHost, type HostChannel } from '../testing/host-channel';
import { scriptedSpec } from '../testing/spec-builders';
import type { RunSpec } from '../spec/run-spec';
import { listMcpServer } from '../mcp/list-mcp-server';
import { startHostileMcpServer } from '../mcp/testing/hostile-mcp-server';
import type { PartialRunSettings } from '../spec/run-settings';

let server: EverythingServer;
const channels: HostChannel[] = [];

beforeAll(async () => {
  server = await startEverythingServer();
}, 90_000);

afterAll(async () => {
  for (const channel of channels) channel.close();
  await server?.stop();
});

function connect(): HostChannel {
  const channel = connectHost();
  channels.push(channel);
  return channel;
}

/** Waits on the wall clock: a live MCP call crosses a real socket. */
async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(check()).toBe(true);
}

function echoSession(
  tools: readonly McpToolListing[],
  message = 'from the page',
  settings: PartialRunSettings = {},
): RunSpec {
  const base = scriptedSpec(
    [{ toolCalls: [{ name: 'mcp__everything__echo', arguments: { message } }] }, { content: 'Done.' }],
    { tools: ['Read'], settings },
  );
  const echo = tools.filter((tool) => tool.name === 'echo');
  return {
    ...base,
    tools: { ...base.tools, mcp: [{ name: 'everything', url: server.url, trusted: true, tools: echo }] },
  };
}

const toolTexts = (trace: readonly TraceEvent[]) =>
  trace
    .flatMap((event) => (event.type === 'history-append' ? event.messages : []))
    .filter((message) => message.role === 'tool')
    .map((message) => String(message.content))
    .join('\n');

describe('MCP through the runtime host', () => {
  it('lists a server’s tools for the page, sending the person’s token', async () => {
    const sent: string[] = [];
    const seeing: typeof fetch = (input, init) => {
      sent.push(new Headers(init?.headers).get('authorization') ?? '');
      return fetch(input, init);
    };
    const listed = await listMcpServer(
      { url: server.url, headers: { Authorization: 'Bearer t0ken-xyz' } },
      { fetchImpl: seeing },
    );
    expect(listed.ok).toBe(true);
    if (!listed.ok) return;
    expect(listed.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['echo', 'get-sum']));
    expect(listed.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((header) => header === 'Bearer t0ken-xyz')).toBe(true);
  }, 60_000);

  it('brings back the lane of its handshake and listing, the token hidden, to keep with the server', async () => {
    const { client } = connect();
    const token = 'Bearer t0ken-lane-1234';
    const listed = await client.call('listMcpServer', { url: server.url, headers: { Authorization: token } });
    if (!listed.ok) throw new Error(listed.reason);
    const methods = (listed.wire ?? []).flatMap((exchange) =>
      exchange.sent.flatMap((part) =>
        part.kind === 'json' ? [String((part.json as { method?: unknown }).method)] : [],
      ),
    );
    expect(methods).toEqual(expect.arrayContaining(['initialize', 'tools/list']));
    expect(JSON.stringify(listed.wire)).not.toContain('t0ken-lane-1234');
    expect(listed.wire?.[0]?.headers['authorization']).toBe('[MCP credential]');
  }, 60_000);

  it('says why a server cannot be listed, without the token', async () => {
    const { client } = connect();
    const refused = await client.call('listMcpServer', {
      url: `${server.url.replace(/\/mcp$/, '')}/not-mcp`,
      headers: { Authorization: 'Bearer t0ken-xyz' },
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.reason.length).toBeGreaterThan(0);
    expect(refused.reason).not.toContain('t0ken-xyz');
  }, 60_000);

  it('calls a session’s MCP tool live in the worker’s runtime, and replays it from its record', async () => {
    const { client, trace } = connect();
    const listed = await client.call('listMcpServer', { url: server.url, headers: {} });
    if (!listed.ok) throw new Error(listed.reason);
    const loaded = await client.call('load', {
      spec: echoSession(listed.tools),
      mode: 'replay',
      mcpEndpoints: [{ url: server.url, headers: { 'X-Unused': 'kept-in-memory' } }],
    });
    expect(loaded.ok).toBe(true);
    await client.call('start', {});
    await client.call('control', { command: 'run' });
    await eventually(() => trace.at(-1)?.type === 'run-end');
    expect(toolTexts(trace)).toContain('Echo: from the page');
    const recorded = await client.call('exportSpec', {});
    expect(recorded?.inputs.filter((input) => input.type === 'mcp-call')).toHaveLength(1);
    expect(JSON.stringify(recorded)).not.toContain('kept-in-memory');

    // Its record answers the call again: loaded with no connection to give, the same words come back.
    const again = connect();
    await again.client.call('load', { spec: recorded!, mode: 'replay' });
    await again.client.call('start', {});
    await again.client.call('control', { command: 'run' });
    await eventually(() => again.trace.at(-1)?.type === 'run-end');
    expect(toolTexts(again.trace)).toBe(toolTexts(trace));
  }, 90_000);
});

describe('an MCP answer read under the run’s own response limits', () => {
  /** The least maxResponseBytes the settings allow: server-everything's listing and a long echo pass it. */
  const SMALL = { responseLimits: { maxResponseBytes: 10_000 } };

  async function loadedWith(settings: PartialRunSettings, message: string) {
    const channel = connect();
    const listed = await channel.client.call('listMcpServer', { url: server.url, headers: {} });
    if (!listed.ok) throw new Error(listed.reason);
    const loaded = await channel.client.call('load', {
      spec: echoSession(listed.tools, message, settings),
      mode: 'replay',
    });
    expect(loaded.ok).toBe(true);
    return channel;
  }

  it('cuts a call’s answer at the session’s maxResponseBytes, not the default', async () => {
    const { client, trace } = await loadedWith(SMALL, 'x'.repeat(12_000));
    await client.call('start', {});
    await client.call('control', { command: 'run' });
    await eventually(() => trace.at(-1)?.type === 'run-end');
    expect(toolTexts(trace)).toContain('passed 10,000 bytes');
    expect(toolTexts(trace)).not.toContain('Echo: xxx');
  }, 90_000);

  it('reads the same answer whole under the default limit', async () => {
    const { client, trace } = await loadedWith({}, 'x'.repeat(12_000));
    await client.call('start', {});
    await client.call('control', { command: 'run' });
    await eventually(() => trace.at(-1)?.type === 'run-end');
    expect(toolTexts(trace)).toContain(`Echo: ${'x'.repeat(12_000)}`);
  }, 90_000);

  it('lists a server for the page under the loaded session’s limit', async () => {
    // server-everything lists in under 10,000 bytes: a listing of one long description passes the least limit.
    const wordy = await startHostileMcpServer({
      tools: [{ name: 'wordy', description: 'w'.repeat(12_000), inputSchema: { type: 'object' } }],
    });
    try {
      const small = await loadedWith(SMALL, 'short');
      const cut = await small.client.call('listMcpServer', { url: wordy.url, headers: {} });
      expect(cut.ok).toBe(false);
      expect(cut.ok ? '' : cut.reason).toContain('10,000 bytes');
      const usual = await loadedWith({}, 'short');
      expect((await usual.client.call('listMcpServer', { url: wordy.url, headers: {} })).ok).toBe(true);
    } finally {
      await wordy.close();
    }
  }, 60_000);
});
