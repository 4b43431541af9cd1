// An MCP session the server forgot (HTTP 404 on its id, issue 40 item 2): started again once and said; a
// second 404 is a fault the breaker counts. server-everything answers 400 to an unknown id, so a proxy in
// front of it answers the spec's 404 for the sessions it is told to forget.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEverythingServer, type EverythingServer } from '../../common/testing/everything-server';
import { countsAsFailure } from '../../engine/executor/finish-call';
import { mcpToolOutput } from '../../tools/mcp/mcp-tool-output';
import { McpConnection } from './mcp-connection';
import { startForgettingProxy, type ForgettingProxy } from './testing/forgetting-proxy';
import { splitWire } from './wired-outcome';

let server: EverythingServer;
let proxy: ForgettingProxy;
let connection: McpConnection | null = null;

beforeAll(async () => {
  server = await startEverythingServer();
}, 90_000);
afterAll(async () => {
  await server?.stop();
});
afterEach(async () => {
  await connection?.close();
  await proxy?.stop();
});

async function connectThroughProxy(): Promise<McpConnection> {
  proxy = await startForgettingProxy(server.url);
  const opened = await McpConnection.open({ url: proxy.url, headers: {} });
  if (!opened.ok) throw new Error(opened.reason);
  connection = opened.connection;
  return connection;
}

describe('an MCP session the server forgot', () => {
  it('is started again once, the call sent again and answered, and the answer says so', async () => {
    const live = await connectThroughProxy();
    expect(await live.call('echo', { message: 'before' })).toMatchObject({ kind: 'answer' });
    proxy.forgetSessions();
    const { outcome } = splitWire(await live.call('echo', { message: 'after' }));
    expect(proxy.notFound()).toBeGreaterThan(0);
    expect(outcome).toMatchObject({
      kind: 'answer',
      answer: {
        content: [{ type: 'text', text: 'Echo: after' }],
        notes: [expect.stringMatching(/expired \(HTTP 404 on its id\).*started a new one/)],
      },
    });
    // The new session holds: the next call needs no second start.
    const { outcome: next } = splitWire(await live.call('echo', { message: 'again' }));
    expect(next).toEqual({ kind: 'answer', answer: { content: [{ type: 'text', text: 'Echo: again' }] } });
  }, 60_000);

  it('starts the new session through the fetch the connection was opened with: its body limit and its lane go on', async () => {
    proxy = await startForgettingProxy(server.url);
    const methods: string[] = [];
    const watching: typeof fetch = (input, init) => {
      if (typeof init?.body === 'string') methods.push(String(JSON.parse(init.body).method));
      return fetch(input, init);
    };
    const opened = await McpConnection.open(
      { url: proxy.url, headers: {} },
      { fetchImpl: watching, maxResponseBytes: () => 10_000 },
    );
    if (!opened.ok) throw new Error(opened.reason);
    connection = opened.connection;
    expect(await connection.call('echo', { message: 'before' })).toMatchObject({ kind: 'answer' });
    proxy.forgetSessions();
    const { outcome, wire } = splitWire(await connection.call('echo', { message: 'x'.repeat(12_000) }));
    expect(methods.filter((method) => method === 'initialize')).toHaveLength(2);
    expect(outcome).toMatchObject({ kind: 'failure', failure: 'protocol' });
    expect(outcome.kind === 'failure' ? outcome.message : '').toContain('10,000 bytes');
    const laneMethods = (wire ?? []).flatMap((exchange) =>
      exchange.sent.flatMap((part) =>
        part.kind === 'json' ? [String((part.json as { method?: unknown }).method)] : [],
      ),
    );
    expect(laneMethods).toEqual(expect.arrayContaining(['initialize', 'tools/call']));
  }, 60_000);

  it('is a fault the breaker counts when the new session is forgotten too', async () => {
    const live = await connectThroughProxy();
    proxy.forgetEverySession();
    const outcome = await live.call('echo', { message: 'never' });
    expect(outcome).toMatchObject({ kind: 'failure', failure: 'disconnected' });
    expect(outcome.kind === 'failure' ? outcome.message : '').toMatch(/404/);
    const output = mcpToolOutput(outcome);
    expect(output.errorCode).toBe('EXECUTION_ERROR');
    expect(countsAsFailure(output, 'tool-faults')).toBe(true);
  }, 60_000);
});
