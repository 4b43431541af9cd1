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

function echoSession(tools: readonly McpToolListing[]): RunSpec {
  const base = scriptedSpec(
    [
      { toolCalls: [{ name: 'mcp__everything__echo', arguments: { message: 'from the page' } }] },
      { content: 'Done.' },
    ],
    { tools: ['Read'] },
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
      seeing,
    );
    expect(listed.ok).toBe(true);
    if (!listed.ok) return;
    expect(listed.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['echo', 'get-sum']));
    expect(listed.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((header) => header === 'Bearer t0ken-xyz')).toBe(true);
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
