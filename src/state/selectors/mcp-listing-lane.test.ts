// The MCP lane of a connection's own tools/list (the handshake and the listing made when the server was
// connected) is recorded with the server in the session (`tools.mcp[].wire`): a session document carries it,
// a replay shows it as the lane's first entry without the server, and the trace hash leaves it out, like a
// call's lane (decision 0872).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { McpWire } from '../../engine/trace/mcp-wire';
import { loadSessionValue } from '../../session/load-session';
import { runDocumentInProcess } from '../../session/lessons/run-lesson-in-process';
import type { SessionDocument } from '../../session/session-document';
import { traceHash } from '../../session/trace-hash';
import { selectMcpLane } from './mcp-lane-view';

const FIXTURE = join(import.meta.dirname, '../../session/fixtures/v2/mcp-everything.session.json');

const LISTING: McpWire = [
  {
    method: 'POST',
    url: 'http://127.0.0.1:3001/mcp',
    headers: { 'content-type': 'application/json', authorization: '[MCP credential]' },
    sent: [{ kind: 'json', json: { jsonrpc: '2.0', id: 0, method: 'initialize', params: {} } }],
    status: 200,
    responseHeaders: { 'mcp-session-id': 's-1' },
    received: [{ kind: 'json', json: { jsonrpc: '2.0', id: 0, result: {} } }],
  },
  {
    method: 'POST',
    url: 'http://127.0.0.1:3001/mcp',
    headers: { 'mcp-session-id': 's-1' },
    sent: [{ kind: 'json', json: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} } }],
    status: 200,
    received: [{ kind: 'json', json: { jsonrpc: '2.0', id: 1, result: { tools: [] } } }],
  },
];

function documentWith(wire: McpWire | null): SessionDocument {
  const value = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { tools: { mcp: Record<string, unknown>[] } };
  if (wire) value.tools.mcp[0]!['wire'] = wire;
  const loaded = loadSessionValue(value);
  if (!loaded.ok) throw new Error(loaded.reason);
  return loaded.document;
}

async function eventsOf(document: SessionDocument) {
  const run = await runDocumentInProcess(document);
  if (!run.ok) throw new Error(run.reason);
  return run.events;
}

describe('the MCP lane of a server’s listing at Connect', () => {
  it('is kept by a session document, and replayed as the lane’s first entry, without the server', async () => {
    const events = await eventsOf(documentWith(LISTING));
    const lane = selectMcpLane(events);
    expect(lane[0]).toMatchObject({ callId: null, server: 'everything', toolName: null });
    expect(lane[0]!.exchanges.flatMap((http) => http.messages.map((m) => m.method))).toEqual([
      'initialize',
      'initialize',
      'tools/list',
      'tools/list',
    ]);
    // The calls' own lanes follow it.
    expect(lane.slice(1).every((call) => call.callId !== null)).toBe(true);
  });

  it('is left out of the trace hash', async () => {
    const withLane = await eventsOf(documentWith(LISTING));
    const without = await eventsOf(documentWith(null));
    expect(selectMcpLane(without).every((call) => call.callId !== null)).toBe(true);
    expect(traceHash(withLane)).toBe(traceHash(without));
  });
});
