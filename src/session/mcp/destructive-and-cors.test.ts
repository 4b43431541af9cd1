// The issue's own test servers (e2e/support/mcp-test-servers.ts): a tool that says it is destructive asks a
// person even on a trusted server (denied here, so it never runs), and a server without CORS is still
// reachable from Node, where no browser enforces it (a page would be refused: docs/mcp.md says what to add).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESTRUCTIVE_TOOL,
  startDestructiveServer,
  type TestMcpServer,
} from '../../../e2e/support/mcp-test-servers';
import { createInProcessRuntime } from '../../runtime/host/node-runtime';
import type { LiveMcpCaller } from '../../runtime/mcp/live-mcp-caller';
import { liveCallerKept } from '../../runtime/mcp/testing/kept-live-caller';
import { McpConnection } from '../../runtime/mcp/mcp-connection';
import { eventsOf } from '../../runtime/scenarios/scenario-kit';
import { scriptedSpec } from '../../runtime/testing/spec-builders';

let withCors: TestMcpServer;
let withoutCors: TestMcpServer;

beforeAll(async () => {
  withCors = await startDestructiveServer({ cors: true });
  withoutCors = await startDestructiveServer({ cors: false });
});

afterAll(async () => {
  await withCors?.stop();
  await withoutCors?.stop();
});

describe('a destructive MCP tool, and a server without CORS', () => {
  it('asks before a trusted server destructive tool runs; denied, the server never sees the call', async () => {
    const opened = await McpConnection.open({ url: withCors.url, headers: {} });
    if (!opened.ok) throw new Error(opened.reason);
    const tools = await opened.connection.listTools();
    await opened.connection.close();
    const base = scriptedSpec(
      [{ toolCalls: [{ name: `mcp__notes__${DESTRUCTIVE_TOOL}`, arguments: {} }] }, { content: 'Kept.' }],
      {
        tools: [],
      },
    );
    const spec = {
      ...base,
      tools: { ...base.tools, mcp: [{ name: 'notes', url: withCors.url, trusted: true, tools }] },
    };
    const live: LiveMcpCaller[] = [];
    const created = await createInProcessRuntime(spec, {
      mode: 'replay',
      askPolicy: { kind: 'fixed', answer: 'deny' },
      mcpLive: liveCallerKept(live),
    });
    if (!created.ok) throw new Error(created.reason);
    await created.runtime.runAll();
    for (const caller of live) await caller.close();
    const asks = eventsOf(created.runtime.log.events, 'permission-ask');
    expect(asks.map((ask) => ask.request.rule)).toEqual(['mcp.destructive']);
    expect(eventsOf(created.runtime.log.events, 'tool-end')[0]).toMatchObject({
      status: 'error',
      errorCode: 'PERMISSION_DENIED',
    });
    expect(withCors.deletions()).toBe(0);
  });

  it('reaches a server without CORS from Node, whose answers carry no Access-Control header', async () => {
    const opened = await McpConnection.open({ url: withoutCors.url, headers: {} });
    if (!opened.ok) throw new Error(opened.reason);
    expect((await opened.connection.listTools()).map((tool) => tool.name)).toEqual([DESTRUCTIVE_TOOL]);
    await opened.connection.close();
    const preflight = await fetch(withoutCors.url, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await fetch(withCors.url, { method: 'OPTIONS' });
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/mcp-session-id/);
  });
});
