// The doctor against small loopback servers, each wrong in one way (testing/doctor-servers.ts): in Node
// mode as the CLI runs it, and in page mode through the browser's CORS rules (testing/browser-cors-probe.ts).
import { describe, expect, it } from 'vitest';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { diagnoseMcpConnection } from './diagnose';
import { pageCanConnect, type Finding } from './finding';
import { DOCTOR_TEST_ORIGIN as ORIGIN, doctorHarness } from './testing/doctor-harness';
import { freeLoopbackPort, GOOD_CORS, type ServerBehaviour } from './testing/doctor-servers';

const { serve, diagnose } = doctorHarness();

const codes = (findings: readonly Finding[]) => findings.map((f) => f.code);

describe('a server a page can use', () => {
  it.each(['node', 'page'] as const)(
    '%s: connected, with the server, its version and its tool count',
    async (mode) => {
      const server = await serve({ cors: GOOD_CORS });
      const findings = await diagnose(mode, { url: server.url });
      expect(findings[0]).toEqual({
        code: 'connected',
        severity: 'ok',
        params: {
          serverName: 'doctor-test-server',
          serverVersion: '0.1.0',
          protocolVersion: '2025-06-18',
          toolCount: 2,
        },
      });
      expect(codes(findings)).toEqual(mode === 'node' ? ['connected', 'cors-ok'] : ['connected']);
      expect(pageCanConnect(findings)).toBe(true);
    },
  );

  it('sends initialize, notifications/initialized, tools/list and ends the session with a DELETE; calls no tool', async () => {
    const server = await serve({ cors: GOOD_CORS });
    await diagnose('node', { url: server.url });
    const sent = server.seen.filter((r) => r.method !== 'OPTIONS').map((r) => r.rpcMethod ?? r.method);
    expect(sent).toEqual(['initialize', 'notifications/initialized', 'tools/list', 'DELETE']);
    expect(server.seen.find((r) => r.method === 'DELETE')?.headers['mcp-session-id']).toBe('session-1');
  });

  it('reads an event-stream answer and does not wait for a stream left open after it', async () => {
    const server = await serve({ cors: GOOD_CORS, sse: true });
    const findings = await diagnose('page', { url: server.url }, 20_000);
    expect(codes(findings)).toEqual(['connected']);
  });
});

describe('CORS', () => {
  it('no CORS at all: Node reads the failed preflight; the page tells it from unreachable with a no-cors probe', async () => {
    const server = await serve({});
    const node = await diagnose('node', { url: server.url });
    expect(node.filter((f) => f.severity === 'error')).toEqual([
      { code: 'cors-preflight-failed', severity: 'error', params: { status: 405 } },
      { code: 'cors-origin-not-allowed', severity: 'error', params: { origin: ORIGIN } },
    ]);
    expect(pageCanConnect(node)).toBe(false);
    const page = await diagnose('page', { url: server.url });
    expect(codes(page)).toEqual(['cors-origin-not-allowed', 'cli-doctor-knows-more']);
    expect(server.seen.some((r) => r.method === 'GET')).toBe(true);
  });

  it('Allow-Headers without mcp-protocol-version and authorization: each named, in Node and in the page', async () => {
    const server = await serve({ cors: { ...GOOD_CORS, allowHeaders: 'content-type, mcp-session-id' } });
    const input = { url: server.url, headers: { Authorization: 'Bearer test-token' } };
    const expected = [
      { code: 'cors-header-not-allowed', severity: 'error', params: { header: 'mcp-protocol-version' } },
      { code: 'cors-header-not-allowed', severity: 'error', params: { header: 'authorization' } },
    ];
    expect((await diagnose('node', input)).filter((f) => f.severity === 'error')).toEqual(expected);
    expect((await diagnose('page', input)).filter((f) => f.severity === 'error')).toEqual(expected);
  });

  it('Allow-Headers without content-type: the page sees its preflight refused while a simple request is read', async () => {
    const server = await serve({
      cors: { ...GOOD_CORS, allowHeaders: 'mcp-session-id, mcp-protocol-version' },
    });
    expect(codes(await diagnose('page', { url: server.url }))).toEqual([
      'cors-preflight-refused',
      'cli-doctor-knows-more',
    ]);
    expect(codes(await diagnose('node', { url: server.url }))).toEqual([
      'cors-header-not-allowed',
      'connected',
    ]);
  });

  it('mcp-session-id not exposed: Node reads it on the answer; the page sees the session refused without it', async () => {
    const server = await serve({ cors: { ...GOOD_CORS, exposeHeaders: 'mcp-protocol-version' } });
    const notExposed = {
      code: 'cors-session-id-not-exposed',
      severity: 'error',
      params: { header: 'mcp-session-id' },
    };
    expect(await diagnose('node', { url: server.url })).toContainEqual(notExposed);
    const page = await diagnose('page', { url: server.url });
    expect(page[0]).toEqual(notExposed);
    expect(pageCanConnect(page)).toBe(false);
  });

  it('a preflight without DELETE: the session cannot be ended, a warning', async () => {
    const server = await serve({ cors: { ...GOOD_CORS, allowMethods: 'GET, POST' } });
    const findings = await diagnose('node', { url: server.url });
    expect(codes(findings)).toEqual(['cors-delete-not-allowed', 'connected']);
    expect(pageCanConnect(findings)).toBe(true);
  });
});

describe('unreachable', () => {
  it('a closed port: refused in Node; in the page even the no-cors probe fails', async () => {
    const url = `http://127.0.0.1:${await freeLoopbackPort()}/mcp`;
    expect(codes(await diagnose('node', { url }))).toEqual(['unreachable-refused']);
    expect(codes(await diagnose('page', { url }))).toEqual(['unreachable']);
  });

  it.each(['node', 'page'] as const)('%s: a server that never answers is a timeout', async (mode) => {
    const server = await serve({ hang: true });
    expect(codes(await diagnose(mode, { url: server.url }, 300))).toEqual(['unreachable-timeout']);
  });

  it('a name that does not resolve is told apart in Node', async () => {
    expect(codes(await diagnose('node', { url: 'http://doctor-test.invalid/mcp' }))).toEqual([
      'unreachable-dns',
    ]);
  });
});

describe('answers at the endpoint', () => {
  const fixed = (status: number, headers: Record<string, string>, body: string): ServerBehaviour => ({
    cors: { ...GOOD_CORS, exposeHeaders: 'mcp-session-id' },
    fixed: { status, headers, body },
  });
  const json = { 'content-type': 'application/json' };

  it.each(['node', 'page'] as const)('%s: 404 at the path says where MCP usually is', async (mode) => {
    const server = await serve({ cors: GOOD_CORS });
    const root = new URL('/', server.url).href;
    const findings = await diagnose(mode, { url: root });
    expect(findings[0]).toEqual({
      code: 'endpoint-not-found',
      severity: 'error',
      params: { path: '/', suggestion: server.url },
    });
  });

  it('401 with WWW-Authenticate is an OAuth server in Node; the page cannot read that header', async () => {
    const server = await serve(fixed(401, { 'www-authenticate': 'Bearer resource_metadata="x"' }, ''));
    expect((await diagnose('node', { url: server.url }))[0]).toMatchObject({ code: 'auth-oauth' });
    expect((await diagnose('page', { url: server.url }))[0]).toEqual({
      code: 'auth-required',
      severity: 'error',
      params: {},
    });
    const withToken = await diagnose('page', { url: server.url, headers: { authorization: 'Bearer wrong' } });
    expect(withToken[0]?.code).toBe('auth-refused');
  });

  it.each([
    ['403', fixed(403, json, '{}'), 'auth-forbidden'],
    [
      'an HTML page',
      fixed(200, { 'content-type': 'text/html' }, '<!doctype html><title>Hi</title>'),
      'answer-html',
    ],
    ['plain text', fixed(200, { 'content-type': 'text/plain' }, 'ok'), 'answer-wrong-content-type'],
    ['broken JSON', fixed(200, json, '{"jsonrpc":'), 'answer-not-json'],
    ['JSON that is not JSON-RPC', fixed(200, json, '{"status":"ok"}'), 'answer-not-json-rpc'],
    [
      'an event stream without the response',
      fixed(200, { 'content-type': 'text/event-stream' }, 'data: {}\n\n'),
      'answer-sse-without-message',
    ],
    ['a 500', fixed(500, json, '{}'), 'http-error'],
  ] as const)('%s', async (_name, behaviour, code) => {
    const server = await serve(behaviour);
    for (const mode of ['node', 'page'] as const) {
      const findings = await diagnose(mode, { url: server.url });
      expect(findings[0]?.code).toBe(code);
      expect(pageCanConnect(findings)).toBe(false);
    }
  });

  it('an initialize error is named with the server’s code and message', async () => {
    const error = { jsonrpc: '2.0', id: 'doctor-initialize', error: { code: -32600, message: 'nope' } };
    const server = await serve(fixed(200, json, JSON.stringify(error)));
    expect((await diagnose('page', { url: server.url }))[0]).toEqual({
      code: 'initialize-error',
      severity: 'error',
      params: { code: '-32600', message: 'nope' },
    });
  });

  it.each(['node', 'page'] as const)(
    '%s: a protocol version the client does not speak, and the session ended',
    async (mode) => {
      const server = await serve({ cors: GOOD_CORS, protocolVersion: '2099-01-01' });
      const findings = await diagnose(mode, { url: server.url });
      expect(findings[0]).toEqual({
        code: 'protocol-version-unsupported',
        severity: 'error',
        params: { version: '2099-01-01', supported: SUPPORTED_PROTOCOL_VERSIONS.join(', ') },
      });
      expect(server.seen.map((r) => r.rpcMethod ?? r.method).filter((m) => m !== 'OPTIONS')).toEqual([
        'initialize',
        'DELETE',
      ]);
    },
  );
});

describe('before any request', () => {
  it('refuses an address that is not http(s)', async () => {
    expect(await diagnose('node', { url: 'ftp://example.com/mcp' })).toEqual([
      { code: 'invalid-url', severity: 'error', params: { url: 'ftp://example.com/mcp' } },
    ]);
  });

  it('says an https page cannot call an http server, except on loopback', async () => {
    const refused = await diagnoseMcpConnection(
      { url: 'http://example.com/mcp', origin: 'https://app.test' },
      fetch,
      'page',
    );
    expect(codes(refused)).toEqual(['mixed-content']);
  });
});
