// The client against the MCP project's own reference server, on loopback: what it lists, a call, a call the
// server marks as an error, a timeout. No timing is asserted: only what came back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolContext } from '../../engine/protocol/tool';
import { recordedServer } from '../../tools/mcp/testing/mcp-fixtures';
import { liveMcpCaller } from './live-mcp-caller';
import { MCP_MAX_RESPONSE_BYTES } from './size-limited-fetch';
import { McpConnection } from './mcp-connection';
import { MCP_CREDENTIAL_LABEL } from './mcp-endpoint';
import { startEverythingServer, type EverythingServer } from '../../common/testing/everything-server';
import { splitWire } from './wired-outcome';

let server: EverythingServer;
let connection: McpConnection;

beforeAll(async () => {
  server = await startEverythingServer();
  const opened = await McpConnection.open({ url: server.url, headers: {} });
  if (!opened.ok) throw new Error(opened.reason);
  connection = opened.connection;
}, 90_000);

afterAll(async () => {
  await connection?.close();
  await server?.stop();
});

describe('an MCP connection to server-everything', () => {
  it('speaks a protocol version this SDK supports, and lists the server tools with their schemas', async () => {
    expect(connection.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const tools = await connection.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['echo', 'get-sum', 'trigger-long-running-operation']));
    const sum = tools.find((tool) => tool.name === 'get-sum')!;
    expect(sum.inputSchema).toMatchObject({ type: 'object', properties: { a: {}, b: {} } });
  });

  it('calls a tool and records its text answer', async () => {
    const { outcome, wire } = splitWire(await connection.call('echo', { message: 'hello through MCP' }));
    // The messages go beside the outcome (the MCP lane, wired-outcome.ts), never into it.
    expect(wire?.length).toBeGreaterThan(0);
    expect(outcome).toEqual({
      kind: 'answer',
      answer: { content: [{ type: 'text', text: 'Echo: hello through MCP' }] },
    });
  });

  it('cuts a call that outlives its timeout, as a timeout', async () => {
    const outcome = await connection.call(
      'trigger-long-running-operation',
      { duration: 30, steps: 3 },
      { timeoutMs: 500 },
    );
    expect(outcome).toMatchObject({ kind: 'failure', failure: 'timeout' });
  });

  it('says in words when nothing listens at the address', async () => {
    const opened = await McpConnection.open({ url: 'http://127.0.0.1:9/mcp', headers: {} });
    expect(opened).toEqual({ ok: false, reason: expect.stringContaining('could not be reached') });
  });

  it('scrubs the credentials it sent from what the server answers', async () => {
    const token = 'tok-0123456789abcdef';
    const caller = liveMcpCaller(
      () => ({ Authorization: `Bearer ${token}` }),
      () => MCP_MAX_RESPONSE_BYTES,
    );
    const outcome = await caller.call(
      {
        server: recordedServer({ url: server.url }),
        tool: 'echo',
        arguments: { message: `my token is ${token}` },
      },
      { callId: 'c1', signal: new AbortController().signal } as ToolContext,
    );
    await caller.close();
    expect(JSON.stringify(outcome)).not.toContain(token);
    expect(outcome).toMatchObject({
      kind: 'answer',
      answer: { content: [{ text: `Echo: my token is ${MCP_CREDENTIAL_LABEL}` }] },
    });
  });
});
