// Issue 40 item 6 against the real server-everything on loopback: every JSON-RPC message of each call, in
// order, with the headers the client set (the bearer token and a typed header scrubbed, the session id
// shown), recorded with the call, drawn again by a replay with the server stopped, and the credentials in
// none of the ways out (the session file, a share link, the trace file, the OTLP export). Never calls get-env.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraceEvent, TraceEventOf } from '../../engine';
import type { McpWire, McpWireMessage } from '../../engine/trace/mcp-wire';
import { createInProcessRuntime } from '../../runtime/host/node-runtime';
import type { LiveMcpCaller } from '../../runtime/mcp/live-mcp-caller';
import { liveCallerKept } from '../../runtime/mcp/testing/kept-live-caller';
import { McpConnection } from '../../runtime/mcp/mcp-connection';
import { endpointHeaders, MCP_CREDENTIAL_LABEL } from '../../runtime/mcp/mcp-endpoint';
import { startEverythingServer, type EverythingServer } from '../../common/testing/everything-server';
import { eventsOf } from '../../runtime/scenarios/scenario-kit';
import type { RunSpec } from '../../runtime/spec/run-spec';
import type { McpServerSpec } from '../../runtime/spec/user-tool-spec';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import { sessionFileText } from '../export/session-file';
import { traceToOtlpJson } from '../otlp/otlp-export';
import { documentOf } from '../session-document';
import { encodeShareFragment } from '../share/encode-share-link';
import { parseTraceJsonLines } from '../trace-file/trace-line-reader';
import { traceHash } from '../trace-hash';

const TOKEN = 'lane-token-0123456789abcdef';
const TYPED = 'typed-team-key-9876543210';
const HEADERS = endpointHeaders(TOKEN, { 'X-Team-Key': TYPED });
const USED = ['echo', 'trigger-long-running-operation'];

let server: EverythingServer;
let listed: McpServerSpec['tools'];
let listingWire: McpWire;
const callers: LiveMcpCaller[] = [];

beforeAll(async () => {
  server = await startEverythingServer();
  const opened = await McpConnection.open({ url: server.url, headers: HEADERS });
  if (!opened.ok) throw new Error(opened.reason);
  listed = (await opened.connection.listTools()).filter((tool) => USED.includes(tool.name));
  listingWire = opened.connection.takeWire();
  await opened.connection.close();
}, 90_000);

afterAll(async () => {
  for (const caller of callers) await caller.close();
  await server?.stop();
});

function laneSpec(): RunSpec {
  const base = scriptedSpec(
    [
      { toolCalls: [{ name: 'mcp__everything__echo', arguments: { message: 'along the lane' } }] },
      {
        toolCalls: [
          { name: 'mcp__everything__trigger-long-running-operation', arguments: { duration: 1, steps: 2 } },
        ],
      },
      { content: 'Done.' },
    ],
    { tools: ['Read'] },
  );
  return {
    ...base,
    tools: { ...base.tools, mcp: [{ name: 'everything', url: server.url, trusted: true, tools: listed }] },
  };
}

async function run(spec: RunSpec, live: boolean) {
  const created = await createInProcessRuntime(spec, {
    mode: 'replay',
    askPolicy: { kind: 'fixed', answer: 'approve-once' },
    ...(live ? { mcpLive: liveCallerKept(callers, () => HEADERS) } : {}),
  });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  return { events: created.runtime.log.events, spec: created.runtime.exportSpec() };
}

/** Each message as `→ method`, `← method` or `← result #id`, the client's stream (GET) left out. */
function messagesOf(wire: McpWire): string[] {
  return wire
    .filter((exchange) => exchange.method === 'POST')
    .flatMap((exchange) => [
      ...exchange.sent.map((message) => `→ ${nameOf(message)}`),
      ...exchange.received.map((message) => `← ${nameOf(message)}`),
    ]);
}

function nameOf(message: McpWireMessage): string {
  if (message.kind !== 'json') return message.kind;
  const json = message.json as { method?: string; id?: number; result?: unknown; error?: unknown };
  if (json.method) return json.method;
  return `${json.error ? 'error' : 'result'} #${json.id}`;
}

const lanes = (events: readonly TraceEvent[]): TraceEventOf<'mcp-exchange'>[] =>
  eventsOf(events, 'mcp-exchange');

describe('the MCP lane against server-everything', () => {
  it('keeps the handshake and tools/list of a listing, in order', () => {
    expect(messagesOf(listingWire)).toEqual([
      '→ initialize',
      '← result #0',
      '→ notifications/initialized',
      '→ tools/list',
      '← result #1',
    ]);
  });

  it('records each call’s messages and headers, replays them without the server, and lets no credential out', async () => {
    const first = await run(laneSpec(), true);
    const shown = lanes(first.events);
    const callIds = eventsOf(first.events, 'tool-start').map((start) => start.callId);
    expect(shown.map((lane) => [lane.callId, lane.server])).toEqual(callIds.map((id) => [id, 'everything']));
    // Each lane is in the trace while its call runs, before the call ends.
    for (const lane of shown) {
      const end = eventsOf(first.events, 'tool-end').find((e) => e.callId === lane.callId)!;
      expect(lane.seq).toBeLessThan(end.seq);
    }

    const [echo, longRunning] = shown.map((lane) => lane.exchanges);
    // The connection opens at the first call: its handshake is shown there, and only there.
    expect(messagesOf(echo!)).toEqual([
      '→ initialize',
      '← result #0',
      '→ notifications/initialized',
      '→ tools/call',
      '← result #1',
    ]);
    const progress = messagesOf(longRunning!);
    expect(progress[0]).toBe('→ tools/call');
    expect(progress.at(-1)).toBe('← result #2');
    expect(progress.slice(1, -1)).toEqual(['← notifications/progress', '← notifications/progress']);

    const posts = echo!.filter((exchange) => exchange.method === 'POST');
    const sessionId = posts[0]!.responseHeaders!['mcp-session-id'];
    expect(sessionId).toMatch(/\S/);
    for (const exchange of [...echo!, ...longRunning!]) {
      expect(exchange.headers.authorization).toBe(MCP_CREDENTIAL_LABEL);
      expect(exchange.headers['x-team-key']).toBe(MCP_CREDENTIAL_LABEL);
    }
    const call = posts.at(-1)!;
    expect(call.headers).toMatchObject({ 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' });
    expect(call.received).toEqual([
      {
        kind: 'json',
        json: expect.objectContaining({
          result: { content: [{ type: 'text', text: 'Echo: along the lane' }] },
        }),
      },
    ]);

    // The record holds the lane beside each outcome.
    const recorded = first.spec.inputs.flatMap((input) => (input.type === 'mcp-call' ? [input] : []));
    expect(recorded.map((input) => input.wire)).toEqual([echo, longRunning]);

    // No way out holds a credential.
    const document = documentOf(first.spec, 'The lane');
    const share = encodeShareFragment(document, null);
    if (!share.ok) throw new Error(share.reason);
    // The trace file is the events one JSON per line (the page's Export trace writes it so).
    const traceFile = first.events.map((event) => JSON.stringify(event)).join('\n');
    const parsed = parseTraceJsonLines(traceFile);
    expect(parsed.ok && lanes(parsed.events)).toEqual(shown);
    const otlp = traceToOtlpJson(first.events);
    // The OTLP export carries the lane too (the call's span), with the credentials as the lane shows them.
    expect(otlp).toContain('toolscope.mcp.messages');
    expect(otlp).toContain('Echo: along the lane');
    expect(otlp).toContain(MCP_CREDENTIAL_LABEL);
    for (const way of [sessionFileText(document), share.fragment, traceFile, otlp]) {
      expect(way).not.toContain(TOKEN);
      expect(way).not.toContain(TYPED);
    }
    expect(JSON.stringify(listingWire)).not.toMatch(new RegExp(`${TOKEN}|${TYPED}`));

    await server.stop();
    try {
      const replayed = await run(first.spec, false);
      expect(
        lanes(replayed.events).map(({ callId, server: name, exchanges }) => ({ callId, name, exchanges })),
      ).toEqual(shown.map(({ callId, server: name, exchanges }) => ({ callId, name, exchanges })));
      expect(traceHash(replayed.events)).toBe(traceHash(first.events));
    } finally {
      server = await startEverythingServer();
    }
  }, 120_000);
});
